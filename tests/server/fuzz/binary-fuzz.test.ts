import fc from 'fast-check';
import { describe, it } from 'vitest';
import { CHAT_PUSH_PATH } from '../../../protocol/chat';
import { encodeForm, sealRequest } from '../../../protocol/envelope';
import { MP4_UPLOAD_PATH, PIECE_UPLOAD_PATH, SLICE_UPLOAD_PATH } from '../../../protocol/upload';
import { commonFields, dialects, nowS, testCipher, useSetup, useTestApp } from '../helper';
import type { TestApp } from '../helper';
import { insertFixtures } from '../support/fixtures';
import { openSession } from '../authz/world';
import { FUZZ_SEED, runs } from './budget';
import { brokenBody, brokenEnvelope } from './envelope-forms';
import { badText, damage, fieldsArb, fileBytes, imageFields, mp4Fields, multipartOf, sliceFields } from './forms';
import type { Part } from './forms';
import { checkEnvelopeAnswer, checkUploadAnswer, expectHealthy } from './oracle';
import { malformed } from './values';

// The endpoints outside the envelope: the three multipart uploads, the piece PUT and the chat push stream.
// Broken bodies, wrong magic bytes, bad signs and stale timestamps, as a guest and logged in.

interface World {
  token: string;
  uploadIds: string[];
}

async function setup(t: TestApp): Promise<World> {
  const f = await insertFixtures(t.db);
  const token = await openSession(t.db, f.authorId);
  const other = await openSession(t.db, f.vipUserId);
  const uploadIds = ['nope', 'a'.repeat(32), '../../etc/passwd', ''];
  for (const tk of [token, other]) {
    const r = await t.call(
      '/api/article/createUpload',
      { name: 'tour.mp4', size: 5_000_000, format: 'mp4' },
      { token: tk },
    );
    if (r.status !== 1) throw new Error(`createUpload: ${r.msg}`);
    uploadIds.push(r.data.uploadId);
  }
  return { token, uploadIds };
}

type Target = 'image' | 'slice' | 'mp4';
const FILE_FIELD: Record<Target, string> = { image: 'file', slice: 'chunk', mp4: 'video' };
const URL: Record<Target, string> = { image: '/imgUpload.php', slice: SLICE_UPLOAD_PATH, mp4: MP4_UPLOAD_PATH };

function formArb(target: Target, token: string, uploadIds: string[]): fc.Arbitrary<Part[]> {
  const fields =
    target === 'image' ? imageFields(token) : target === 'mp4' ? mp4Fields(token) : sliceFields(token, uploadIds);
  return fc
    .tuple(fieldsArb(fields), fc.option(fileBytes, { freq: 5 }), fc.boolean(), fc.nat({ max: 2 }))
    .map(([parts, file, fileFirst, copies]) => {
      const files: Part[] =
        file === null
          ? []
          : Array.from({ length: copies + 1 }, () => ({ name: FILE_FIELD[target], filename: 'blob', data: file }));
      return fileFirst ? [...files, ...parts] : [...parts, ...files];
    });
}

describe.each(dialects)('binary endpoint fuzz (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const w = useSetup(() => setup(t));

  it('answers broken uploads with a readable 4xx', async () => {
    const arb = fc
      .record({
        target: fc.constantFrom<Target>('image', 'slice', 'mp4'),
        guest: fc.boolean(),
        how: damage,
        ip: fc.ipV4(),
      })
      .chain((c) => formArb(c.target, c.guest ? '' : w.token, w.uploadIds).map((parts) => ({ ...c, parts })));
    await fc.assert(
      fc.asyncProperty(arb, async ({ target, how, ip, parts }) => {
        const body = multipartOf(parts, how);
        const res = await t.app.inject({ method: 'POST', url: URL[target], ...body, remoteAddress: ip });
        checkUploadAnswer(res, `${target} ${how.kind}`);
      }),
      { numRuns: runs(dialect, 1200), seed: FUZZ_SEED },
    );
    await expectHealthy(t);
  }, 600_000);

  it('answers broken piece uploads with a readable 4xx', async () => {
    const query = fc.dictionary(fc.constantFrom('expires', 'sig', 'offset', 'language', '__proto__'), badText, {
      maxKeys: 4,
    });
    const arb = fc.record({
      id: fc.oneof(
        fc.constantFrom(...w.uploadIds.filter((id) => id !== '')),
        fc.string({ minLength: 1, maxLength: 40 }),
      ),
      query,
      type: fc.constantFrom('application/octet-stream', 'text/plain', 'multipart/form-data', 'application/json'),
      body: fc.uint8Array({ maxLength: 300 }),
    });
    await fc.assert(
      fc.asyncProperty(arb, async ({ id, query: q, type, body }) => {
        const url = `${PIECE_UPLOAD_PATH}/${encodeURIComponent(id)}?${new URLSearchParams(q).toString()}`;
        const res = await t.app.inject({
          method: 'PUT',
          url,
          headers: { 'content-type': type },
          payload: Buffer.from(body),
        });
        checkUploadAnswer(res, `piece ${id}`);
      }),
      { numRuns: runs(dialect, 400), seed: FUZZ_SEED },
    );
    await expectHealthy(t);
  }, 300_000);

  it('refuses broken or unauthenticated push stream requests without a fault', async () => {
    // Never a live token: a valid request opens a stream that does not end.
    const arb = fc.oneof(
      fc.record({ broken: brokenEnvelope }),
      fc.record({
        token: fc.oneof(fc.constant(''), fc.string({ maxLength: 60 })),
        cursor: malformed,
        lastEventId: fc.option(badText, { nil: undefined }),
      }),
    );
    await fc.assert(
      fc.asyncProperty(arb, async (c) => {
        const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
        let payload: string;
        if ('broken' in c) {
          const b = await brokenBody(c.broken, '');
          payload = b.body;
          if (b.type === '') delete headers['content-type'];
          else headers['content-type'] = b.type;
        } else {
          payload = encodeForm(await sealRequest(testCipher, { cursor: c.cursor }, commonFields(c.token), nowS()));
          if (c.lastEventId !== undefined) headers['last-event-id'] = encodeURIComponent(c.lastEventId);
        }
        const res = await t.app.inject({ method: 'POST', url: CHAT_PUSH_PATH, headers, payload });
        await checkEnvelopeAnswer(res, 'push');
      }),
      { numRuns: runs(dialect, 400), seed: FUZZ_SEED },
    );
    await expectHealthy(t);
  }, 300_000);
});
