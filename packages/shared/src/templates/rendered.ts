/** A template rendered for one email: what the preview shows and what is sent. */
export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
  /** The sender's name, as the recipient sees it beside the address. */
  from: string;
  cc: string[];
  bcc: string[];
  reply_to: string[];
}
