import type { CanvasElement, Content } from 'pdfmake/interfaces';
import { fill, type VoucherLabels } from './vouchers.labels.ts';
import { brandColour, muted } from './vouchers.pdf-parts.ts';
import type { RoutePoint } from './vouchers.route.ts';

const WIDTH = 499;
const MAX_HEIGHT = 430;
const MIN_HEIGHT = 260;
const PAD = 40;
const STRIP = 24;
const EARTH_KM = 6371;
const radians = (deg: number) => (deg * Math.PI) / 180;

/** A round length for the scale bar: about a quarter of the sketch's width, as 1, 2 or 5 × 10ⁿ km. */
function scaleKm(kmAcross: number) {
  const target = kmAcross / 4;
  const power = 10 ** Math.floor(Math.log10(target));
  return [5, 2, 1].map((m) => m * power).find((km) => km <= target) ?? power;
}

/**
 * The route as a sketch: the nights' places joined in order on an equirectangular projection around the
 * route (true enough over a few hundred km), each marked with the number of its first night, the place
 * named beside it, a scale bar and north. Drawn with the PDF's own vector shapes: no map service is needed.
 */
export function routeSketch(points: readonly RoutePoint[], l: VoucherLabels): Content[] {
  if (points.length < 2) return [];
  const midLat = radians(points.reduce((sum, p) => sum + p.lat, 0) / points.length);
  const km = points.map((p) => ({
    x: radians(p.lon) * Math.cos(midLat) * EARTH_KM,
    y: radians(p.lat) * EARTH_KM,
  }));
  const [minX, maxX] = [Math.min(...km.map((p) => p.x)), Math.max(...km.map((p) => p.x))];
  const [minY, maxY] = [Math.min(...km.map((p) => p.y)), Math.max(...km.map((p) => p.y))];
  const kmAcross = Math.max(maxX - minX, maxY - minY, 5);
  // As tall as the route needs at the page's width, within bounds: an east-west walk gets a low sketch.
  // A strip at the bottom keeps the scale bar and north clear of the route.
  const HEIGHT = Math.min(
    MAX_HEIGHT,
    Math.max(MIN_HEIGHT, ((maxY - minY) * (WIDTH - 2 * PAD)) / Math.max(maxX - minX, 1) + 2 * PAD + STRIP),
  );
  const perKm = Math.min(
    (WIDTH - 2 * PAD) / Math.max(maxX - minX, 1),
    (HEIGHT - 2 * PAD - STRIP) / Math.max(maxY - minY, 1),
  );
  const offsetX = (WIDTH - (maxX - minX) * perKm) / 2;
  const offsetY = (HEIGHT - STRIP - (maxY - minY) * perKm) / 2;
  const at = km.map((p) => ({ x: offsetX + (p.x - minX) * perKm, y: offsetY + (maxY - p.y) * perKm }));
  const barKm = scaleKm(Math.min(kmAcross, (WIDTH - 2 * PAD) / perKm));
  const barWidth = barKm * perKm;
  const canvas: CanvasElement[] = [
    { type: 'rect', x: 0, y: 0, w: WIDTH, h: HEIGHT, r: 6, color: '#f4f7fb', lineColor: '#d5dde8' },
    { type: 'polyline', points: at, lineWidth: 3, lineColor: brandColour, lineCap: 'round' },
    ...at.map(
      (p): CanvasElement => ({
        type: 'ellipse',
        x: p.x,
        y: p.y,
        r1: 10,
        r2: 10,
        color: brandColour,
        lineColor: brandColour,
        lineWidth: 2,
      }),
    ),
    // The scale bar, bottom left, and a north arrow, bottom right.
    {
      type: 'line',
      x1: 16,
      y1: HEIGHT - 18,
      x2: 16 + barWidth,
      y2: HEIGHT - 18,
      lineWidth: 2,
      lineColor: '#333',
    },
    { type: 'line', x1: 16, y1: HEIGHT - 23, x2: 16, y2: HEIGHT - 13, lineWidth: 1, lineColor: '#333' },
    {
      type: 'line',
      x1: 16 + barWidth,
      y1: HEIGHT - 23,
      x2: 16 + barWidth,
      y2: HEIGHT - 13,
      lineWidth: 1,
      lineColor: '#333',
    },
    {
      type: 'polyline',
      points: [
        { x: WIDTH - 38, y: HEIGHT - 30 },
        { x: WIDTH - 44, y: HEIGHT - 14 },
        { x: WIDTH - 32, y: HEIGHT - 14 },
      ],
      closePath: true,
      color: '#333',
    },
  ];
  // Drawn after the sketch, over it: placed back up by its height, they take no room of their own.
  const label = (text: string, x: number, y: number, extra: object = {}): Content =>
    ({ text, relativePosition: { x, y: y - HEIGHT }, fontSize: 9, ...extra }) as Content;
  // pdfmake aligns a placed text within the whole line, not its own width: centre and right-align by hand.
  const textWidth = (text: string, size: number) => text.length * size * 0.55;
  const labels = at.flatMap((p, i) => {
    const point = points[i]!;
    const nights =
      point.nights > 1
        ? `${point.firstNight}–${point.firstNight + point.nights - 1}`
        : String(point.firstNight);
    const nameWidth = textWidth(point.name, 9);
    // Names above and below the route by turns, so neighbours do not run into each other.
    const nameX = Math.min(Math.max(p.x - nameWidth / 2, 6), WIDTH - nameWidth - 6);
    return [
      label(nights, p.x - textWidth(nights, 8) / 2, p.y - 5, { color: 'white', bold: true, fontSize: 8 }),
      label(point.name, nameX, i % 2 === 0 ? p.y - 26 : p.y + 14, { bold: true, color: '#222' }),
    ];
  });
  return [
    {
      stack: [
        { canvas },
        ...labels,
        label(fill(l.scale, { km: barKm }), 22 + barWidth, HEIGHT - 23, { color: '#333' }),
        label('N', WIDTH - 28, HEIGHT - 25, { bold: true, color: '#333' }),
      ],
      unbreakable: true,
    } as Content,
    { text: l.routeNote, color: muted, fontSize: 9, margin: [0, 8, 0, 0] },
  ];
}
