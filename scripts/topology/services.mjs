#!/usr/bin/env node
// The outside services of the topology stage that install from npm, in one small process
// (run with `node --import tsx`): an S3-compatible server (s3rver with one bucket, through the
// server tests' helper, whose proxy adds the ListParts that `@tus/s3-store` needs to resume)
// and an SMTP server (smtp-server) that a test can stop and start again through a control endpoint:
//   POST /smtp/stop    closes the SMTP port (connections are refused, as with a mail server down)
//   POST /smtp/start   listens again on the same port
//   GET  /mail         every message received so far: [{ to, raw }]
// Prints one JSON line with the addresses once everything listens; stops on SIGTERM.

import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';
import { startS3rver } from '../../apps/server/test/s3rver.ts';
import { freePort } from '../test-settings.mjs';

const bucket = process.argv[2] ?? 'simmer-media';
const s3 = await startS3rver(bucket, { listParts: true });

/** @type {{ to: string[]; raw: string }[]} */
const received = [];
// Below the ephemeral range: the port stays free while the SMTP server is stopped (apps/server/test/free-port.mjs).
let smtpPort = await freePort();
/** @type {SMTPServer | null} */
let smtp = null;

async function startSmtp() {
  if (smtp) return;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (c) => {
        raw += c.toString();
      });
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(smtpPort, '127.0.0.1', () => resolve(undefined));
  });
  smtpPort = server.server.address().port;
  smtp = server;
}

async function stopSmtp() {
  const server = smtp;
  smtp = null;
  if (server) await new Promise((resolve) => server.close(() => resolve(undefined)));
}

await startSmtp();

const control = createServer((req, res) => {
  const answer = (status, body) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const run = async () => {
    if (req.method === 'POST' && req.url === '/smtp/stop') await stopSmtp();
    else if (req.method === 'POST' && req.url === '/smtp/start') await startSmtp();
    else if (req.method === 'GET' && req.url === '/mail') return answer(200, received);
    else return answer(404, { error: 'not found' });
    answer(200, { smtp: smtp ? 'up' : 'down' });
  };
  run().catch((err) => answer(500, { error: String(err) }));
});
await new Promise((resolve) => control.listen(0, '127.0.0.1', () => resolve(undefined)));

process.on('SIGTERM', async () => {
  await stopSmtp();
  control.close();
  await s3.close();
  process.exit(0);
});

console.log(
  JSON.stringify({ s3Endpoint: s3.endpoint, smtpPort, controlPort: control.address().port, bucket }),
);
