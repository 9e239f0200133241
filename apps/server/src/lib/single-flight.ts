type Flight<V> = { current: Promise<V>; next?: Promise<V> };

/**
 * Shares one load among the callers that ask for the same key at the same time, without ever
 * answering a caller with data read before it asked: a caller arriving while a load runs
 * waits for the next load, which starts as soon as the running one ends and serves everyone
 * who arrived meanwhile. A lone caller runs its own load, so a change is visible to the very
 * next request; under load, one query serves dozens of requests.
 */
export function singleFlight<K, V>(load: (key: K) => Promise<V>): (key: K) => Promise<V> {
  const flights = new Map<K, Flight<V>>();

  function begin(key: K): Promise<V> {
    const flight: Flight<V> = { current: load(key) };
    flights.set(key, flight);
    void flight.current
      .catch(() => undefined)
      .then(() => {
        if (flights.get(key) === flight && !flight.next) flights.delete(key);
      });
    return flight.current;
  }

  return (key) => {
    const flight = flights.get(key);
    if (!flight) return begin(key);
    flight.next ??= flight.current.catch(() => undefined).then(() => begin(key));
    return flight.next;
  };
}
