import { describe, expect, test } from "vitest";
import { formatAddressLines } from "./address.ts";

describe("an address as it reads", () => {
  test("in the United States: town, state and ZIP code on one line", () => {
    expect(
      formatAddressLines(
        {
          fullName: "Grace Hopper",
          company: "Navy",
          line1: "1 Main St",
          line2: "Apt 4",
          city: "Springfield",
          region: "IL",
          postalCode: "62704",
          country: "US",
          phone: "+1 555 0100",
        },
        "en",
      ),
    ).toEqual(["Grace Hopper", "Navy", "1 Main St", "Apt 4", "Springfield, IL 62704", "United States"]);
  });

  test("in France: the postal code before the town, the country named in the page's language", () => {
    const address = {
      fullName: "Ada Lovelace",
      company: null,
      line1: "12 rue de Rivoli",
      line2: null,
      city: "Paris",
      region: null,
      postalCode: "75001",
      country: "FR",
      phone: "01 23 45 67 89",
    };
    expect(formatAddressLines(address, "fr")).toEqual([
      "Ada Lovelace",
      "12 rue de Rivoli",
      "75001 Paris",
      "France",
    ]);
    expect(
      formatAddressLines({ ...address, country: "DE", postalCode: "10115", city: "Berlin" }, "fr").at(-1),
    ).toBe("Allemagne");
  });

  test("in the United Kingdom: the postcode on its own line", () => {
    expect(
      formatAddressLines(
        {
          fullName: "Alan Turing",
          line1: "10 Downing St",
          city: "London",
          postalCode: "SW1A 2AA",
          country: "GB",
        },
        "en",
      ),
    ).toEqual(["Alan Turing", "10 Downing St", "London", "SW1A 2AA", "United Kingdom"]);
  });

  test("in Canada and Australia: town, province and postal code", () => {
    expect(
      formatAddressLines(
        {
          fullName: "A",
          line1: "1 rue",
          city: "Montréal",
          region: "QC",
          postalCode: "H2X 1Y4",
          country: "CA",
        },
        "fr",
      ).slice(-2),
    ).toEqual(["Montréal QC H2X 1Y4", "Canada"]);
    expect(
      formatAddressLines(
        {
          fullName: "A",
          line1: "1 George St",
          city: "Sydney",
          region: "NSW",
          postalCode: "2000",
          country: "AU",
        },
        "en",
      ).slice(-2),
    ).toEqual(["Sydney NSW 2000", "Australia"]);
  });

  test("without a postal code (Hong Kong), and with the phone when asked", () => {
    expect(
      formatAddressLines(
        {
          fullName: "A",
          line1: "1 Queen's Rd",
          city: "Central",
          postalCode: "",
          country: "HK",
          phone: "+852 1234 5678",
        },
        "en",
        { phone: true },
      ),
    ).toEqual(["A", "1 Queen's Rd", "Central", "Hong Kong", "+852 1234 5678"]);
  });
});
