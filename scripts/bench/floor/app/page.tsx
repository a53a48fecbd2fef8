// The least a page of this framework can be: server-rendered static text and the framework's own scripts.
export default function FloorPage() {
  return (
    <main>
      <p>A static paragraph, the only content of the floor app.</p>
    </main>
  );
}
