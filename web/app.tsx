export function App() {
  return <h1 className="text-3xl font-bold text-red-600">Squawk</h1>;
}
