/** A CA certificate of an organization (spec 2.4 certificates: name, content, download). */
export interface Certificate {
  certificateId: number;
  name: string;
  /** The PEM text, as saved. */
  content: string;
  /** Read from the certificate when saved. */
  subject: string;
  issuer: string;
  validFrom: string;
  validTo: string;
  /** SHA-256 of the DER bytes, as colon-separated hex. */
  fingerprint: string;
  created: string;
  createdBy: number | null;
  updated: string;
  updatedBy: number | null;
}

export interface CertificateInput {
  name: string;
  content: string;
}

export const CERTIFICATE_NAME_MAX = 100;
/** A CA certificate's PEM is a few KB; this leaves room for long chains of extensions. */
export const CERTIFICATE_CONTENT_MAX = 65_536;
export const CERTIFICATES_LIMIT = 500;
export const CERTIFICATE_NAME_TAKEN = 'Name is taken';
export const CERTIFICATE_NOT_PEM =
  'The content must be one PEM certificate (-----BEGIN CERTIFICATE----- … -----END CERTIFICATE-----).';
export const CERTIFICATE_NOT_X509 = 'The content is not a valid X.509 certificate.';

/** One PEM certificate block, with nothing but white space around it. */
export const PEM_CERTIFICATE =
  /^\s*-----BEGIN CERTIFICATE-----\r?\n[A-Za-z0-9+/=\r\n]+-----END CERTIFICATE-----\s*$/;
