import dayjs from 'dayjs';

/** A moment in file-name form: 20250131-1504. */
export const formatFileDate = (at: number): string => dayjs(at).format('YYYYMMDD-HHmm');
