/**
 * `npm run operator -- <command>`: the shop's staff from the command line. The first operator is
 * made here; afterwards operators grant and revoke the role in the back-office too. The same
 * function runs in the CLI process (PostgreSQL, or the embedded database while no server runs) and
 * inside a running server that holds the embedded database (asked through its control socket).
 */
import type { Database } from "./db/client.ts";
import { cliActor } from "./services/audit.ts";
import {
  AccountNotFound,
  createOperatorToken,
  listOperators,
  OperatorChangeRefused,
  setRole,
} from "./services/operators.ts";

export const operatorUsage = `Usage: npm run operator -- <command>
  add <email>            make the account with this email an operator
  remove <email>         make an operator a customer again
  list                   list the operators
  token <email> [name]   print a new API token for an operator (shown once)`;

export type CommandResult = { exitCode: number; output: string };

export async function runOperatorCommand(db: Database, args: string[], now: Date): Promise<CommandResult> {
  const [command, email, ...rest] = args;
  try {
    switch (command) {
      case "add":
      case "remove": {
        if (!email || rest.length > 0) break;
        const role = command === "add" ? "operator" : "customer";
        const result = await setRole(db, { email, role, actor: cliActor, now });
        const what = role === "operator" ? "an operator" : "a customer";
        return {
          exitCode: 0,
          output: result.changed ? `${result.email} is now ${what}.` : `${result.email} was already ${what}.`,
        };
      }
      case "list": {
        if (email) break;
        const operators = await listOperators(db);
        return {
          exitCode: 0,
          output: operators.length
            ? operators.map((operator) => `${operator.email}\t${operator.fullName}`).join("\n")
            : "No operators yet: npm run operator -- add <email>",
        };
      }
      case "token": {
        if (!email) break;
        const name = rest.join(" ").trim() || "fulfilment script";
        const { token } = await createOperatorToken(db, { email, name, actor: cliActor, now });
        return {
          exitCode: 0,
          output: `${token}\nSend it as the Token header. It ends 30 days after its last use, when ${email} signs out everywhere, or when the role is revoked.`,
        };
      }
    }
    return { exitCode: 2, output: operatorUsage };
  } catch (error) {
    if (error instanceof AccountNotFound) {
      return {
        exitCode: 1,
        output: `No account has the email ${email}: sign up first, then run this again.`,
      };
    }
    if (error instanceof OperatorChangeRefused) {
      const reasons = {
        lastOperator: "This is the last operator: make another one first.",
        self: "An operator cannot do this to their own account.",
        operatorAccount: `${email} is not an operator: npm run operator -- add ${email}`,
      };
      return { exitCode: 1, output: reasons[error.reason] };
    }
    throw error;
  }
}
