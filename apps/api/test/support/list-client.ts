import type { FastifyInstance } from 'fastify';

/** Posts to a list route of whichever app serves that list. */
export function listPost(app: FastifyInstance, url: string, payload: object, token: string) {
  return app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    payload,
    headers: { authorization: `Bearer ${token}` },
  });
}

/** Every row of a filtered list, page by page (1000 a page). */
export async function allRows(app: FastifyInstance, name: string, body: object, token: string) {
  const rows: { id: number }[] = [];
  for (let page = 1; ; page++) {
    const res = await listPost(app, `/${name}/search`, { ...body, page, count: 1000 }, token);
    if (res.statusCode !== 200) throw new Error(`${name} search ${res.statusCode}: ${res.body}`);
    const json = res.json();
    rows.push(...json.items);
    if (!json.has_more) return { rows, all_count: json.all_count as number };
  }
}
