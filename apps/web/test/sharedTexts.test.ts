// This test reads the repository's files: Node types here only, the web app has none.
/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { i18n } from '@lingui/core';
import { tasksResource } from '@trips/shared/modules/tasks/tasks.resource';
import { tripMessages } from '@trips/shared/modules/trips/trips.constants';
import { recordGroupByName } from '@trips/shared/settings/record-groups';
import { messages } from '@trips/shared/validation/messages';
import { afterEach, describe, expect, it } from 'vitest';
import { renderSharedTexts, sharedTextsFile } from '../../../tools/shared-texts';
import { tr } from '../src/i18n/tr';

describe('texts of the shared package and the server', () => {
  afterEach(() => i18n.activate('en'));

  it('are all in sharedTexts.ts, as the generator writes it', { timeout: 60_000 }, async () => {
    expect(
      readFileSync(sharedTextsFile, 'utf8'),
      'sharedTexts.ts is behind the shared registries: run npm run i18n:extract',
    ).toBe(await renderSharedTexts());
  });

  it('read in Spanish through tr(): a list column, a validation message, a server error', () => {
    const deadline = tasksResource.columns.find((c) => c.slug === 'deadline')!.label;
    const vat = recordGroupByName('vat')!.fields[0].label;
    i18n.activate('es');
    expect(tr(deadline)).toBe('Fecha límite');
    expect(tr(vat)).toBe('Tipo de IVA');
    expect(tr(messages.required)).toBe('Obligatorio');
    expect(tr(tripMessages.endBeforeStart)).toBe('La fecha de fin no puede ser anterior a la de inicio.');
    expect(tr('unable to find trip')).toBe('no se ha podido encontrar el viaje');
  });

  it('fill in the values of a message built from them, and leave other texts as they are', () => {
    i18n.activate('es');
    expect(tr(messages.maxLength(100))).toBe('La longitud máxima es de 100 caracteres');
    expect(tr('Casa Pepe')).toBe('Casa Pepe');
    expect(tr('')).toBe('');
    i18n.activate('en');
    expect(tr(deadlineOf())).toBe('Deadline');
    expect(tr(messages.maxLength(100))).toBe('Max length is 100 symbols');
  });
});

const deadlineOf = () => tasksResource.fields.deadline.label;
