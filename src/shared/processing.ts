// "Ships in N-M business days": the processing time of a listing as a buyer reads it
// (docs/decisions/0059-specifications-and-processing-time.md).
export const processingText = ({ min, max }: { min: number; max: number }) =>
  min === max ? `Ships in ${min} business day${min === 1 ? '' : 's'}` : `Ships in ${min}-${max} business days`;
