import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, get, post, signIn } from './support/auth.ts';
import { startTestApp, type TestApp, targets } from './support/harness.ts';
import { formData, upload } from './support/multipart.ts';
import { memberWith, userIdOf } from './support/people.ts';
import { del } from './support/providers.ts';
import { newTrip, saveBodyOf, saveTrip } from './support/trips.ts';

const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe.each(targets)('trip notes, tasks, delete and access on %s', (target) => {
  let t: TestApp;
  let olga: string;

  beforeAll(async () => {
    t = await startTestApp(target);
    olga = await signIn(t, 'olga@example.com', DEMO_PASSWORD);
  });
  afterAll(() => t.close());

  it('keeps notes with files, downloads and deletes them', async () => {
    const { trip } = await newTrip(t, olga);
    const notes = `/trips/${trip.id}/notes`;
    const file = { name: 'voucher.pdf', type: 'application/pdf', bytes: pdf };
    const added = await upload(t, notes, olga, formData({ comment: 'Paid deposit' }, file));
    expect(added.statusCode, added.body).toBe(200);
    const [note] = added.json().items;
    expect(note).toMatchObject({
      comment: 'Paid deposit',
      file_name: 'voucher.pdf',
      created_by_name: 'Olga Ortega',
    });
    const download = await get(t, note.file_path.replace('/api/v1', ''), olga);
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect((await upload(t, notes, olga, formData({ comment: ' ' }))).statusCode).toBe(400);
    const removed = await del(t, `${notes}/${note.id}`, olga);
    expect(removed.json()).toMatchObject({ items: [], messages: ['Note deleted'] });
    expect((await get(t, `/trips/999999/notes`, olga)).statusCode).toBe(404);
  });

  it('lists the tasks about a trip, and refuses to delete a trip with tasks', async () => {
    const { trip } = await newTrip(t, olga);
    const admin = await signIn(t);
    const owner = await userIdOf(t, 'olga@example.com');
    const task = { subject: 'Book the taxi', deadline: '2031-04-01', owner_id: owner, status_id: 1 };
    const made = await post(t, '/tasks', { ...task, object: { type: 'trip', id: trip.id } }, admin);
    expect(made.statusCode, made.body).toBe(200);
    const about = (await get(t, `/tasks/about/trip/${trip.id}`, admin)).json();
    expect(about).toMatchObject({ all_count: 1, pending_count: 1, items: [{ subject: 'Book the taxi' }] });
    const refused = await del(t, `/trips/${trip.id}`, olga);
    expect(refused.statusCode).toBe(409);
    // The refusal names the task that keeps the trip, as data and in words.
    expect(refused.json().used_by).toEqual([
      expect.objectContaining({ count: 1, items: [expect.objectContaining({ name: 'Book the taxi' })] }),
    ]);
    expect(refused.json().message).toContain('Book the taxi');
    const free = await newTrip(t, olga);
    expect((await del(t, `/trips/${free.trip.id}`, olga)).json()).toMatchObject({
      messages: ['Trip deleted'],
    });
    expect((await get(t, `/trips/${free.trip.id}`, olga)).statusCode).toBe(404);
    expect((await get(t, `/trips/${free.trip.id}/history`, olga)).statusCode).toBe(404);
  });

  it('needs the trips right: 403 without it, and to save with view only', async () => {
    const created = await newTrip(t, olga);
    const { trip } = created;
    const stranger = await memberWith(t, {}, 'no trips');
    const viewer = await memberWith(t, { trips: ['view'] }, 'trip viewer');
    expect((await get(t, `/trips/${trip.id}`, stranger.token)).statusCode).toBe(403);
    expect((await get(t, `/trips/${trip.id}`, viewer.token)).statusCode).toBe(200);
    expect((await saveTrip(t, viewer.token, trip.id, saveBodyOf(created))).statusCode).toBe(403);
    expect((await post(t, '/trips', { trip_name: 'x' }, viewer.token)).statusCode).toBe(403);
  });
});
