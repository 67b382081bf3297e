import mongoose, { type Connection } from 'mongoose';

/**
 * A cheap, synchronous "is the database there?" for every request (the 503 gate asks it before each database
 * route), kept from events instead of a ping per request.
 */
export interface DatabaseLiveness {
  isUp(): boolean;
  dispose(): void;
}

interface TopologyChange {
  newDescription: { hasDataBearingServers: boolean };
}

/**
 * Follows the driver's view of the servers: down as soon as it has no data-bearing server (a request failed on a
 * closed socket, or a heartbeat failed), up again when its monitor reaches one. mongoose's own `readyState` also
 * goes to disconnected then, but only for some topologies, so both are consulted.
 */
export function watchDriver(connection: Connection): DatabaseLiveness {
  const client =
    connection.readyState === mongoose.ConnectionStates.connected ? connection.getClient() : null;
  const reachable = client ? reachability(client) : () => true;
  return {
    isUp: () => reachable() && connection.readyState === mongoose.ConnectionStates.connected,
    // one listener per client for the process's life (several apps in a test share the connection)
    dispose: () => undefined,
  };
}

type Client = ReturnType<Connection['getClient']>;
const watched = new WeakMap<Client, () => boolean>();

function reachability(client: Client): () => boolean {
  const known = watched.get(client);
  if (known) return known;
  let reachable = true;
  client.on('topologyDescriptionChanged', (event: TopologyChange) => {
    reachable = event.newDescription.hasDataBearingServers;
  });
  const read = () => reachable;
  watched.set(client, read);
  return read;
}

/**
 * The driver errors that mean "the database is not reachable right now" (and not a bad query): answered 503 with
 * Retry-After rather than 500, since the same request will work once the database is back.
 */
export function isDatabaseUnavailableError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const names = new Set<string>();
  for (let cause: unknown = error, depth = 0; cause instanceof Error && depth < 5; depth += 1) {
    names.add(cause.name);
    if (/buffering timed out/.test(cause.message)) return true; // mongoose queued it while disconnected
    if (/Client must be connected|Topology is closed|connection .* closed/i.test(cause.message))
      return true;
    // A socket the server closed mid-write can escape the driver unwrapped (seen after `kill -9` of FerretDB:
    // a plain EPIPE "This socket has been ended by the other party" thrown from the driver's writeCommand).
    const code = (cause as NodeJS.ErrnoException).code;
    if (
      typeof code === 'string' &&
      ['EPIPE', 'ECONNRESET', 'ECONNREFUSED', 'ECONNABORTED'].includes(code) &&
      /[\\/]mongodb[\\/]lib[\\/]/.test(cause.stack ?? '')
    )
      return true;
    cause = cause.cause;
  }
  return [
    'MongooseServerSelectionError',
    'MongoServerSelectionError',
    'MongoNetworkError',
    'MongoNetworkTimeoutError',
    'MongoNotConnectedError',
    'MongoTopologyClosedError',
    'MongoPoolClearedError',
    'DisconnectedError',
  ].some((name) => names.has(name));
}
