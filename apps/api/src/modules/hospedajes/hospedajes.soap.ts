import { escapeXml } from './hospedajes.xml.ts';
import { solicitudOf } from './hospedajes.zip.ts';

/**
 * The SES.Hospedajes SOAP web service over HTTP Basic: `comunicacion` (operation A with a communication
 * type, or B to cancel) answers a batch (`lote`) the Ministry processes later; `consultaLote` answers the
 * batch's state and, once processed, each communication's code or error. No SOAP library: three envelopes
 * and a reader of the few elements the answers carry.
 */
const soapNamespace = 'http://schemas.xmlsoap.org/soap/envelope/';
export const serviceNamespace = 'http://www.soap.servicios.hospedajes.mir.es/comunicacion';

export interface SoapConnection {
  endpoint: string;
  user: string;
  password: string;
  landlordCode: string;
  application: string;
}

const envelope = (body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><soapenv:Envelope xmlns:soapenv="${soapNamespace}" xmlns:com="${serviceNamespace}"><soapenv:Header/><soapenv:Body>${body}</soapenv:Body></soapenv:Envelope>`;

const tag = (name: string, value: string) => `<${name}>${escapeXml(value)}</${name}>`;

/** A communication request: A registers (with its type, RH here), B cancels. The XML goes zipped, base64. */
export function communicationEnvelope(c: SoapConnection, operation: 'A' | 'B', xml: string, at: Date) {
  return envelope(
    '<com:comunicacionRequest><peticion><cabecera>' +
      tag('codigoArrendador', c.landlordCode) +
      tag('aplicacion', c.application) +
      tag('tipoOperacion', operation) +
      (operation === 'A' ? tag('tipoComunicacion', 'RH') : '') +
      `</cabecera>${tag('solicitud', solicitudOf(xml, at))}</peticion></com:comunicacionRequest>`,
  );
}

export const batchQueryEnvelope = (batch: string) =>
  envelope(
    `<com:consultaLoteRequest><codigosLote>${tag('lote', batch)}</codigosLote></com:consultaLoteRequest>`,
  );

/** The text of the first element of this local name, whatever its prefix; null when absent. */
export function textOf(xml: string, name: string): string | null {
  const m = new RegExp(`<(?:[\\w.-]+:)?${name}(?:\\s[^>]*)?>([\\s\\S]*?)</(?:[\\w.-]+:)?${name}>`).exec(xml);
  if (!m) return new RegExp(`<(?:[\\w.-]+:)?${name}(?:\\s[^>]*)?/>`).test(xml) ? '' : null;
  return m[1]
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
}

export class SoapError extends Error {}

/** What a `comunicacion` answered: queued in a batch (codigo 0), or refused at once with its reason. */
export type SendAnswer = { queued: true; batch: string } | { queued: false; error: string };

/** What a `consultaLote` answered: still processing, or done with the communication's code or error. */
export type BatchAnswer =
  | { done: false }
  | { done: true; accepted: true; code: string }
  | { done: true; accepted: false; error: string };

/** codigoEstado of a batch: 1 processed, 4 and 5 still processing; anything else ended in error. */
const processing = ['4', '5'];

export function readSendAnswer(xml: string): SendAnswer {
  const code = textOf(xml, 'codigo');
  if (code === null) throw new SoapError(`Unexpected answer from SES.Hospedajes: ${faultOf(xml)}`);
  const batch = textOf(xml, 'lote') ?? '';
  if (code === '0' && batch) return { queued: true, batch };
  return { queued: false, error: `${code}: ${textOf(xml, 'descripcion') ?? ''}`.trim() };
}

export function readBatchAnswer(xml: string): BatchAnswer {
  const state = textOf(xml, 'codigoEstado');
  if (state === null) {
    const code = textOf(xml, 'codigo');
    if (code !== null && code !== '0')
      return { done: true, accepted: false, error: `${code}: ${textOf(xml, 'descripcion') ?? ''}` };
    throw new SoapError(`Unexpected answer from SES.Hospedajes: ${faultOf(xml)}`);
  }
  if (processing.includes(state)) return { done: false };
  const result = textOf(xml, 'resultadoComunicacion') ?? '';
  const error = textOf(result, 'error') || textOf(xml, 'error');
  const errorType = textOf(result, 'tipoError');
  const communication = textOf(result, 'codigoComunicacion');
  if (state === '1' && communication && !error) return { done: true, accepted: true, code: communication };
  const reason = error || textOf(xml, 'descEstado') || `state ${state}`;
  return { done: true, accepted: false, error: errorType ? `${errorType}: ${reason}` : reason };
}

const faultOf = (xml: string) => textOf(xml, 'faultstring') ?? xml.slice(0, 200);

/** One POST of an envelope with HTTP Basic; a non-2xx answer (other than a SOAP fault) throws. */
export async function postEnvelope(c: SoapConnection, body: string, timeoutMs = 30_000): Promise<string> {
  const auth = Buffer.from(`${c.user}:${c.password}`, 'utf8').toString('base64');
  const res = await fetch(c.endpoint, {
    method: 'POST',
    headers: { 'content-type': 'text/xml; charset=utf-8', authorization: `Basic ${auth}`, soapaction: '' },
    body,
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await res.text();
  if (!res.ok && !text.includes('Fault')) throw new SoapError(`SES.Hospedajes answered HTTP ${res.status}`);
  if (!res.ok) throw new SoapError(`SES.Hospedajes refused the request: ${faultOf(text)}`);
  return text;
}
