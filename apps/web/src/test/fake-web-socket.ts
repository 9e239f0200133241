import { vi } from 'vitest';

/**
 * Stands in for the browser's WebSocket, the live connection's network boundary. Tests
 * drive the server's side: `accept()` opens it, `push()` sends a frame, `drop()` closes it.
 */
export class FakeWebSocket {
  static instances: FakeWebSocket[] = [];

  readonly url: string;
  readonly sent: unknown[] = [];
  readyState = 0;
  closedWith: number | undefined;
  onopen: (() => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: (() => void) | null = null;

  constructor(url: string) {
    this.url = url;
    FakeWebSocket.instances.push(this);
  }

  send(data: string) {
    this.sent.push(JSON.parse(data) as unknown);
  }

  close(code = 1000) {
    this.closedWith = code;
    this.readyState = 3;
  }

  // ---- The server's side ----

  accept() {
    this.readyState = 1;
    this.onopen?.();
  }

  push(frame: unknown) {
    this.onmessage?.({ data: typeof frame === 'string' ? frame : JSON.stringify(frame) } as MessageEvent);
  }

  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code } as CloseEvent);
  }

  static get latest(): FakeWebSocket {
    const socket = FakeWebSocket.instances[FakeWebSocket.instances.length - 1];
    if (!socket) throw new Error('no WebSocket was opened');
    return socket;
  }

  static install() {
    FakeWebSocket.instances = [];
    vi.stubGlobal('WebSocket', FakeWebSocket);
  }
}
