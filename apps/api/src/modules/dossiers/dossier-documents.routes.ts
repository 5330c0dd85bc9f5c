import { rowIdParam } from '@trips/shared';
import {
  dossierLanguages,
  dossierPdfLimits,
  dossierMessages as m,
} from '@trips/shared/modules/dossiers/dossiers.constants';
import { savedDossierResponse } from '@trips/shared/modules/dossiers/dossiers.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readUpload, registerUploads, sendDownload } from '../../engine/storage/uploads.ts';
import { requireAuth } from '../../plugins/access-guard.ts';
import { createDossierDocuments } from './dossier-documents.ts';
import { type DossierDeps, dossierAccess, dossierTags as tags } from './dossiers.http.ts';

const params = z.object({ id: rowIdParam(), lang: z.enum(dossierLanguages) });
const path = '/dossiers/:id/documents/:lang';
const response = { 200: savedDossierResponse };

/** A dossier's PDF per language (eng, spn, grm): upload, remove the upload, read (upload or generated). */
export async function registerDossierDocumentRoutes(app: FastifyInstance, deps: DossierDeps) {
  await registerUploads(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const documents = createDossierDocuments(deps.db, deps.storage);
  r.post(
    path,
    {
      config: { ...dossierAccess('edit'), answers: { 413: m.pdfSize } },
      schema: {
        tags,
        summary: "Upload a dossier's PDF in one language",
        description:
          'multipart/form-data with the file `file`: a PDF (its first bytes must be `%PDF-`), at most 20 MB. ' +
          'It replaces the PDF generated from the dossier’s texts; the dossier’s version does not move.',
        params,
        response,
      },
    },
    async (req) => {
      const upload = await readUpload(req, dossierPdfLimits.maxBytes, m.pdfSize);
      return documents.upload(requireAuth(req).userId, req.params.id, req.params.lang, upload.file);
    },
  );
  r.delete(
    path,
    {
      config: dossierAccess('edit'),
      schema: {
        tags,
        summary: "Remove a dossier's uploaded PDF",
        description: 'The language goes back to the PDF generated from the dossier’s texts.',
        params,
        response,
      },
    },
    (req) => documents.removeUpload(req.params.id, req.params.lang),
  );
  r.get(
    path,
    {
      config: dossierAccess('view'),
      schema: {
        tags,
        summary: "Download a dossier's PDF",
        description:
          'The uploaded PDF of the language, else one generated now from the dossier’s title and text.',
        params,
      },
    },
    async (req, reply) => sendDownload(reply, await documents.read(req.params.id, req.params.lang)),
  );
}
