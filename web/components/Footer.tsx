export function Footer() {
  return (
    <footer className="site-footer">
      <p>© 2020 StreamBot. Free and open source.</p>
    </footer>
  );
}
