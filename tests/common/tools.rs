//! The real programs the fixes mojiscope prints are run with: python3, a JDK (the `java`
//! launcher runs a source file as it is), and a MariaDB server the test starts on a private
//! socket under a temporary directory. Where one is missing the test is skipped with one line
//! saying so; under CI=true it fails.

use super::on_ci;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// Say why a test is skipped (fail under CI=true); false, for `if !…{ return }`.
pub fn skip(why: &str) -> bool {
    let test = std::thread::current()
        .name()
        .unwrap_or("a test")
        .to_string();
    let line = format!("{test}: skipped, {why}");
    assert!(!on_ci(), "{line}");
    use std::io::Write;
    let _ = writeln!(std::io::stderr(), "{line}");
    false
}

/// Whether a program runs (`--version` answers).
pub fn have(program: &str, package: &str) -> bool {
    let ok = Command::new(program)
        .arg("--version")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success());
    ok || skip(&format!(
        "{program} is not installed (Debian package {package})"
    ))
}

/// Run a program in `dir`; its stdout, or a panic with its stderr.
pub fn run_in(dir: &Path, program: &str, args: &[&str]) -> Vec<u8> {
    let out = Command::new(program)
        .args(args)
        .current_dir(dir)
        .env("PATH", path_with_mojiscope())
        .output()
        .unwrap_or_else(|e| panic!("{program}: {e}"));
    assert!(
        out.status.success(),
        "{program} {args:?} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    out.stdout
}

/// PATH with the `mojiscope` the tests built first, for the commands the fixes print.
fn path_with_mojiscope() -> String {
    let bin = Path::new(env!("CARGO_BIN_EXE_mojiscope"));
    let dir = bin.parent().unwrap().display().to_string();
    format!("{dir}:{}", std::env::var("PATH").unwrap_or_default())
}

/// Run a fix written in Python, as a file in `dir`.
pub fn python(dir: &Path, code: &str) -> Vec<u8> {
    std::fs::write(dir.join("fix.py"), code).unwrap();
    run_in(dir, "python3", &["fix.py"])
}

/// Run Java statements as `main` of a class with the imports a fix takes for granted.
pub fn java(dir: &Path, statements: &str) -> Vec<u8> {
    let class = format!(
        "import java.nio.charset.StandardCharsets;\nimport java.nio.file.*;\n\
         public class Fix {{\n  public static void main(String[] args) throws Exception {{\n{statements}\n  }}\n}}\n"
    );
    std::fs::write(dir.join("Fix.java"), class).unwrap();
    run_in(dir, "java", &["Fix.java"])
}

/// Run a shell line (the `mojiscope` commands a fix prints).
pub fn shell(dir: &Path, line: &str) -> Vec<u8> {
    run_in(dir, "sh", &["-c", line])
}

/// A MariaDB server of its own, on a socket in a temporary directory; stopped when dropped.
pub struct MariaDb {
    dir: tempfile::TempDir,
    child: Child,
}

impl MariaDb {
    /// Start one, or None (skipped: the line says why) where the server is not installed.
    pub fn start() -> Option<MariaDb> {
        let server = ["/usr/sbin/mariadbd", "/usr/bin/mariadbd"]
            .into_iter()
            .find(|p| Path::new(p).exists());
        let install = which("mariadb-install-db");
        let (Some(server), Some(install), true) = (server, install, which("mariadb").is_some())
        else {
            skip("the MariaDB server is not installed (Debian package mariadb-server)");
            return None;
        };
        let dir = tempfile::tempdir().unwrap();
        let data = dir.path().join("data");
        let user = if is_root() { "root" } else { "" };
        let mut args = vec![
            "--no-defaults".to_string(),
            format!("--datadir={}", data.display()),
            "--auth-root-authentication-method=normal".into(),
            "--skip-test-db".into(),
        ];
        if !user.is_empty() {
            args.push(format!("--user={user}"));
        }
        let out = Command::new(install).args(&args).output().unwrap();
        assert!(
            out.status.success(),
            "mariadb-install-db: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let sock = dir.path().join("s.sock");
        let mut cmd = Command::new(server);
        cmd.arg("--no-defaults")
            .arg(format!("--datadir={}", data.display()))
            .arg(format!("--socket={}", sock.display()))
            .arg("--skip-networking")
            .arg(format!("--pid-file={}", dir.path().join("pid").display()))
            .arg(format!(
                "--log-error={}",
                dir.path().join("err.log").display()
            ))
            .stdout(Stdio::null())
            .stderr(Stdio::null());
        if !user.is_empty() {
            cmd.arg(format!("--user={user}"));
        }
        let child = cmd.spawn().unwrap();
        let db = MariaDb { dir, child };
        let start = Instant::now();
        while db.try_sql("latin1", "SELECT 1").is_none() {
            assert!(
                start.elapsed() < Duration::from_secs(60),
                "MariaDB did not start: {}",
                std::fs::read_to_string(db.dir.path().join("err.log")).unwrap_or_default()
            );
            std::thread::sleep(Duration::from_millis(200));
        }
        Some(db)
    }

    /// A client connected with `charset`, running `sql`.
    fn client(&self, charset: &str, sql: &str) -> Command {
        let mut c = Command::new("mariadb");
        c.arg("--no-defaults")
            .arg(format!(
                "--socket={}",
                self.dir.path().join("s.sock").display()
            ))
            .args(["-uroot", "--batch", "--raw", "--skip-column-names"])
            .arg(format!("--default-character-set={charset}"))
            .args(["-e", sql]);
        c
    }

    fn try_sql(&self, charset: &str, sql: &str) -> Option<Vec<u8>> {
        let out = self.client(charset, sql).output().ok()?;
        out.status.success().then_some(out.stdout)
    }

    /// Run SQL through a client connected with `charset`; its output (tab-separated rows).
    pub fn sql(&self, charset: &str, sql: &str) -> Vec<u8> {
        let out = self.client(charset, sql).output().unwrap();
        assert!(
            out.status.success(),
            "{sql}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        out.stdout
    }

    /// `mariadb-dump` of a database, as a user makes one.
    pub fn dump(&self, database: &str) -> Vec<u8> {
        let out = Command::new("mariadb-dump")
            .arg("--no-defaults")
            .arg(format!(
                "--socket={}",
                self.dir.path().join("s.sock").display()
            ))
            .args(["-uroot", database])
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "mariadb-dump: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        out.stdout
    }
}

impl Drop for MariaDb {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn which(program: &str) -> Option<PathBuf> {
    std::env::var_os("PATH")?
        .to_str()?
        .split(':')
        .chain(["/usr/sbin", "/usr/bin"])
        .map(|d| Path::new(d).join(program))
        .find(|p| p.exists())
}

/// Whether the tests run as root (the server then needs --user=root).
fn is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|o| o.stdout.starts_with(b"0\n"))
}
