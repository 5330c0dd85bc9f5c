/** The brandings module's published read contract: a brand's name, state, reference prefix and texts (docs/decisions/0030). */
export const statements = [
  `create view brandings_view as
    select id, name, is_active, is_excel_import, pdf_settings, request_settings, customer_web_site_settings, version, updated_at, reference_prefix from brandings`,
];
