import { pino, type DestinationStream, type Logger } from "pino";

/** Structured JSON logs. Credentials, cookies and tokens are redacted wherever they appear. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    redact: {
      paths: [
        "req.headers.cookie",
        "req.headers.authorization",
        "req.headers.token",
        'res.headers["set-cookie"]',
        "*.password",
        "*.pwd",
        "*.token",
        "*.secret",
        "*.databaseUrl",
        "*.sessionSecrets",
      ],
      censor: "[redacted]",
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

export type { Logger };
