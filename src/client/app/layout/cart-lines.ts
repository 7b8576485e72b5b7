/** The image service crops to a square 400 × 400 (docs/product.md A2). */
export const cartImageUrl = (imageUrl: string): string => `${imageUrl}${imageUrl.includes('?') ? '&' : '?'}w=400&h=400&fit=cover`;
