import type { Writable } from 'node:stream';

/** The reader went away (a cancelled download): the writer stops and lets go of its rows. */
export class StreamClosed extends Error {
  constructor() {
    super('The stream was closed before the end');
  }
}

const writable = (stream: Writable) =>
  new Promise<void>((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
  });

/** Writes a chunk, waiting while the stream is full (backpressure); throws StreamClosed once it is gone. */
export async function put(stream: Writable, chunk: Buffer | string) {
  if (stream.destroyed) throw new StreamClosed();
  if (stream.write(chunk)) return;
  await writable(stream);
  if (stream.destroyed) throw new StreamClosed();
}
