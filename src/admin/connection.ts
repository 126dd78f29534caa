// A request the browser could not send or finish (a phone's connection dropped, the network changed)
// fails with "TypeError: Failed to fetch", which Decap shows as it is. The editor is told instead what
// happened and that nothing is lost: Decap keeps the entry, photos included, until it is published.

/** A request that did not get through, said in the editor's words. */
export class ConnectionLost extends Error {
  override name = "ConnectionLost";
  constructor() {
    super(
      "the connection was lost before the change reached the site's repository. Your changes, photos included, are still here: save again once the connection is back",
    );
  }

  override toString() {
    return this.message;
  }
}

/** Wraps the window's fetch so that a network failure rejects with ConnectionLost. */
export function explainLostConnections(target: { fetch: typeof fetch }): void {
  const send = target.fetch.bind(target);
  target.fetch = (input, init) =>
    send(input, init).catch((error: unknown) => {
      // An aborted request (Decap's own timeout) keeps its own message.
      if (error instanceof TypeError) throw new ConnectionLost();
      throw error;
    });
}
