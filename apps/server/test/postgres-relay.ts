import { createConnection, createServer, type Socket } from 'node:net';
import { afterAll } from 'vitest';

export type PostgresRelay = {
  /** The database address to give a server instead of `databaseUrl`. */
  url: string;
  /** From now on PostgreSQL's answers wait in the relay; queries still reach it and run. */
  hold: () => void;
  /** Sends every held answer on, in order, and stops holding. */
  release: () => void;
};

/**
 * A TCP relay in front of PostgreSQL that can hold its answers back. A query then runs in the
 * database at once, but the server that sent it acts on the result only on release: the window
 * of "the database answered, the server has not read it yet" that races hide in, held open.
 */
export async function startPostgresRelay(databaseUrl: string): Promise<PostgresRelay> {
  const target = new URL(databaseUrl);
  const held: Array<() => void> = [];
  let isHolding = false;
  const sockets = new Set<Socket>();

  const relay = createServer((client) => {
    const database = createConnection({ host: target.hostname, port: Number(target.port || 5432) });
    for (const socket of [client, database]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.on('data', (chunk) => database.write(chunk));
    database.on('data', (chunk) => {
      if (isHolding) held.push(() => client.write(chunk));
      else client.write(chunk);
    });
    client.on('close', () => database.destroy());
    database.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => relay.close(resolve));
  });

  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String((relay.address() as { port: number }).port);
  return {
    url: url.href,
    hold: () => {
      isHolding = true;
    },
    release: () => {
      isHolding = false;
      for (const send of held.splice(0)) send();
    },
  };
}
