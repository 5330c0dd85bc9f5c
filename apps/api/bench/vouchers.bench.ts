import { Jimp } from 'jimp';
import { renderPdf } from '../src/engine/documents/index.ts';
import type { VoucherData } from '../src/modules/vouchers/vouchers.data.ts';
import { voucherDefinition } from '../src/modules/vouchers/vouchers.pdf.ts';
import type { VoucherService } from '../src/modules/vouchers/vouchers.services.ts';

/**
 * How long a 30-service voucher booklet takes to render (printed, not asserted): the brand's cover and
 * introduction, then 30 pages with facts, texts and two pictures each (10 providers' pictures, shared).
 * Run: `npx tsx apps/api/bench/vouchers.bench.ts [--runs 5]`.
 */
/** A 1200 × 800 JPEG with gradients and some grain, about the weight of a voucher's display copy. */
async function photo(seed: number) {
  const image = new Jimp({ width: 1200, height: 800, color: 0x3366ccff });
  const { data, width } = image.bitmap;
  for (let i = 0; i < data.length; i += 4) {
    const x = (i / 4) % width;
    const y = Math.floor(i / 4 / width);
    data[i] = (x * seed) / 40;
    data[i + 1] = (y + seed * 13) & 255;
    data[i + 2] = ((x + y) / 8 + ((i * 7919) % 23)) & 255;
  }
  return image.getBuffer('image/jpeg');
}

export async function voucherBenchData(services = 30): Promise<VoucherData> {
  const pictures = await Promise.all(Array.from({ length: 20 }, (_, i) => photo(i + 7)));
  const rows: VoucherService[] = Array.from({ length: services }, (_, i) => ({
    section: 'accommodations',
    rowId: i + 1,
    kind: 'accommodation',
    statusId: 3,
    title: `Pensión Número ${i + 1} — Straße ${i}`,
    day: `2031-05-${String((i % 28) + 1).padStart(2, '0')}`,
    facts: [
      ['location', 'Palas de Rei'],
      ['checkin', `${(i % 28) + 1} de mayo de 2031`],
      ['people', '2'],
      ['rooms', '1 × doble'],
      ['meals', 'Desayuno y cena'],
    ],
    voucherTexts: [
      { comment: 'Recepción abierta hasta las 23:00. '.repeat(6), observation: 'Desayuno desde las 7:30.' },
    ],
    commentsInVoucher: 'Llegada tarde, después de las 20:00.',
    observations: '',
    confirmation: `CONF-${1000 + i}`,
    stops: [],
    contact: {
      name: `Pensión Número ${i + 1}`,
      address: 'Rúa do Camiño 12, 27200 Palas de Rei',
      checkIn: '15:00',
      checkOut: '11:00',
      phone: '+34 982 000 111',
      email: 'reservas@example.com',
      lat: 42.8733,
      lon: -7.8687,
    },
    map: { lat: 42.8733, lon: -7.8687 },
    images: [0, 1].map((k) => ({ key: `p${(i % 10) * 2 + k}`, bytes: pictures[(i % 10) * 2 + k]! })),
  }));
  return {
    tripId: 1042,
    lang: 'es',
    title: 'Camino Francés: Sarria a Santiago',
    bookingReference: 'CW-2043',
    customer: 'Jürgen Muñoz',
    travellers: 2,
    startDate: '2031-05-01',
    endDate: '2031-05-30',
    brand: {
      name: 'Camino Ways',
      phone: '+34 981 000 222',
      email: 'info@example.com',
      url: 'https://example.com',
      logo: pictures[0]!,
    },
    cover: 'Buen Camino. '.repeat(40),
    introduction: 'Tus etapas, día a día. '.repeat(80),
    services: rows,
    pending: [],
    days: rows.map((r) => ({
      date: r.day,
      route: 'Portomarín – Palas de Rei',
      figures: '24,8 km · subida 640 m · bajada 380 m · unas 6 h 15 min a pie',
      night: r.title,
      lines: ['Desayuno'],
    })),
    route: [
      { name: 'Sarria', lat: 42.7811, lon: -7.414, firstNight: 1, nights: 1 },
      { name: 'Portomarín', lat: 42.8075, lon: -7.6154, firstNight: 2, nights: 1 },
      { name: 'Palas de Rei', lat: 42.8731, lon: -7.869, firstNight: 3, nights: 1 },
    ],
    practical: {
      dossierTitle: 'Los últimos 100 km',
      dossierText: 'Tu camino por Galicia, etapa a etapa.',
      luggage: true,
      brandPhone: '+34 981 000 222',
      bagsReadyBy: '08:00',
    },
    compostela: { applies: true, qualifies: true, km: 115, minimumKm: 100 },
  };
}

async function main() {
  const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 5;
  const data = await voucherBenchData(30);
  const times: number[] = [];
  let size = 0;
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    size = (await renderPdf(voucherDefinition(data))).length;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const ms = (v: number) => `${Math.round(v)} ms`;
  console.log(
    `vouchers: 30 services, ${runs} runs — first ${ms(times[0]!)}, median ${ms(times[Math.floor(runs / 2)]!)}, ` +
      `slowest ${ms(times[runs - 1]!)}; ${Math.round(size / 1024)} KB`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
