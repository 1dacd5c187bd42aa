// Moved to lib/range.ts; passed on here for importers that have not moved yet (datalake).
export * from '../../lib/range';
