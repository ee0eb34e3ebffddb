/** Area and length as people read them: m² and m when small, km² and km otherwise. */
export function formatArea(squareMetres: number): string {
  return squareMetres >= 1_000_000
    ? `${(squareMetres / 1_000_000).toFixed(2)} km²`
    : `${Math.round(squareMetres).toLocaleString()} m²`;
}

export function formatLength(metres: number): string {
  return metres >= 1000 ? `${(metres / 1000).toFixed(2)} km` : `${Math.round(metres)} m`;
}
