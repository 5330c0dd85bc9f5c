import { defineRecord } from '../../settings/record-group.ts';

export const preProductionEndpoint = 'https://hospedajes.pre-ses.mir.es/hospedajes-web/ws/v1/comunicacion';
export const productionEndpoint = 'https://hospedajes.ses.mir.es/hospedajes-web/ws/v1/comunicacion';

const line = <K extends string>(key: K, label: string, value = '', section = 'Connection') =>
  ({ key, label, section, kind: 'text', maxLength: 500, default: value }) as const;

/**
 * The SES.Hospedajes web service (RD 933/2021): which host, the web-service user and password (sealed),
 * the landlord code the Ministry gave the company, and the application name it is told. Off by default:
 * nothing is sent until someone switches it on.
 */
export const hospedajesRecord = defineRecord({
  group: 'hospedajes',
  title: 'Hospedajes settings',
  permission: 'hospedajes_settings',
  fields: [
    {
      key: 'is_active',
      label: 'Send communications',
      section: 'Connection',
      kind: 'boolean',
      default: false,
    },
    {
      key: 'environment',
      label: 'Environment',
      section: 'Connection',
      kind: 'choice',
      options: [
        { value: 'test', label: 'Pre-production (tests)' },
        { value: 'production', label: 'Production' },
      ],
      default: 'test',
    },
    line('test_endpoint', 'Pre-production endpoint', preProductionEndpoint),
    line('production_endpoint', 'Production endpoint', productionEndpoint),
    line('user', 'Web-service user'),
    {
      key: 'password',
      label: 'Web-service password',
      section: 'Connection',
      kind: 'secret',
      maxLength: 200,
      default: '',
    },
    line('landlord_code', 'Landlord code (código de arrendador)'),
    line('application', 'Application name', 'Trips back office'),
    {
      key: 'payment_type',
      label: 'How customers pay (tipoPago)',
      section: 'Communications',
      kind: 'choice',
      options: [
        { value: 'TRANS', label: 'Bank transfer' },
        { value: 'TARJT', label: 'Card' },
        { value: 'PLATF', label: 'Payment platform' },
        { value: 'EFECT', label: 'Cash' },
        { value: 'OTRO', label: 'Other' },
      ],
      default: 'TRANS',
    },
  ],
});
