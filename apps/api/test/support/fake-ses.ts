import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32, inflateRawSync } from 'node:zlib';

/** The files of a ZIP archive, read from its central directory; each CRC is checked. */
export function unzip(zip: Buffer): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('not a zip archive');
  let at = zip.readUInt32LE(end + 16);
  for (let i = 0; i < zip.readUInt16LE(end + 10); i++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error('bad central directory');
    const method = zip.readUInt16LE(at + 10);
    const crc = zip.readUInt32LE(at + 16);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const skip = zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const dataAt = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const raw = zip.subarray(dataAt, dataAt + size);
    const content = method === 8 ? inflateRawSync(raw) : raw;
    if (crc32(content) !== crc) throw new Error(`CRC of ${name} does not match`);
    files.set(name, content);
    at += 46 + nameLength + skip;
  }
  return files;
}

const textOf = (xml: string, name: string) =>
  new RegExp(`<(?:\\w+:)?${name}>([\\s\\S]*?)</(?:\\w+:)?${name}>`).exec(xml)?.[1] ?? null;

export interface SesRequest {
  kind: 'comunicacion' | 'consultaLote';
  authorization: string;
  body: string;
  operation: string | null;
  /** The unzipped XML of a comunicacion's `<solicitud>`. */
  xml: string | null;
  batch: string | null;
}

/** How the fake answers a batch query: processing first, then accepted with a code or rejected. */
export type BatchOutcome = { processing?: number } & (
  | { code: string }
  | { error: string; errorType?: string }
);

const envelope = (body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><S:Envelope xmlns:S="http://schemas.xmlsoap.org/soap/envelope/"><S:Body>${body}</S:Body></S:Envelope>`;

/**
 * A local stand-in for the SES.Hospedajes web service: `comunicacion` queues each request in a new batch
 * (L-1, L-2 …); `consultaLote` answers what `outcomes` says for the batch's order (default: accepted with
 * code COM-n). Every request is kept, its solicitud unzipped.
 */
export async function startFakeSes() {
  const requests: SesRequest[] = [];
  /** By batch number (1 = the first comunicacion). */
  const outcomes = new Map<number, BatchOutcome>();
  const queried = new Map<number, number>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const authorization = req.headers.authorization ?? '';
      res.writeHead(200, { 'content-type': 'text/xml; charset=utf-8' });
      if (body.includes('comunicacionRequest')) {
        const solicitud = textOf(body, 'solicitud') ?? '';
        const xml = [...unzip(Buffer.from(solicitud, 'base64')).values()][0]!.toString('utf8');
        requests.push({
          kind: 'comunicacion',
          authorization,
          body,
          operation: textOf(body, 'tipoOperacion'),
          xml,
          batch: null,
        });
        const n = requests.filter((r) => r.kind === 'comunicacion').length;
        res.end(
          envelope(
            `<ns2:comunicacionResponse xmlns:ns2="http://www.soap.servicios.hospedajes.mir.es/comunicacion"><respuesta><codigo>0</codigo><descripcion>Ok</descripcion><lote>L-${n}</lote></respuesta></ns2:comunicacionResponse>`,
          ),
        );
        return;
      }
      const batch = textOf(body, 'lote') ?? '';
      requests.push({ kind: 'consultaLote', authorization, body, operation: null, xml: null, batch });
      const n = Number(batch.slice(2));
      const outcome = outcomes.get(n) ?? { code: `COM-${n}` };
      const times = (queried.get(n) ?? 0) + 1;
      queried.set(n, times);
      const result =
        times <= (outcome.processing ?? 0)
          ? '<codigoEstado>4</codigoEstado><descEstado>En proceso</descEstado>'
          : 'code' in outcome
            ? `<codigoEstado>1</codigoEstado><descEstado>Procesado</descEstado><resultadoComunicaciones><resultadoComunicacion><orden>1</orden><codigoComunicacion>${outcome.code}</codigoComunicacion></resultadoComunicacion></resultadoComunicaciones>`
            : `<codigoEstado>1</codigoEstado><descEstado>Procesado</descEstado><resultadoComunicaciones><resultadoComunicacion><orden>1</orden><tipoError>${outcome.errorType ?? 'VALIDACION'}</tipoError><error>${outcome.error}</error></resultadoComunicacion></resultadoComunicaciones>`;
      res.end(
        envelope(
          `<ns2:consultaLoteResponse xmlns:ns2="http://www.soap.servicios.hospedajes.mir.es/comunicacion"><respuesta><codigo>0</codigo><descripcion>Ok</descripcion></respuesta><resultado><lote>${batch}</lote>${result}</resultado></ns2:consultaLoteResponse>`,
        ),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hospedajes-web/ws/v1/comunicacion`;
  return {
    url,
    requests,
    outcomes,
    sent: () => requests.filter((r) => r.kind === 'comunicacion'),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
