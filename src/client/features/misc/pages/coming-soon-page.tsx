export default function ComingSoonPage({ title, issue }: { title: string; issue: string }) {
  return <h1>{title} {issue}</h1>;
}
