/** The two databases the server runs on. */
export type Dialect = 'sqlite' | 'postgres';
