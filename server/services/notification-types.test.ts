import { expect, test } from "vitest";
import { choosableMailTypes, lockedMailTypes } from "#core/schemas/notification-preferences.ts";
import { notificationTypes } from "#core/notifications.ts";
import { alwaysMailedTypes, optionalMailTypes } from "./notifications.ts";

test("the page offers exactly the types the server lets customers turn off, and locks the rest", () => {
  expect([...choosableMailTypes].sort()).toEqual([...optionalMailTypes].sort());
  expect([...lockedMailTypes].sort()).toEqual([...alwaysMailedTypes].sort());
  expect([...choosableMailTypes, ...lockedMailTypes].sort()).toEqual([...notificationTypes].sort());
});
