export function StartupSpinner() {
  return <div>Heartland Market</div>;
}
