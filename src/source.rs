//! Byte sources: files read with positioned reads (never loaded whole, never memory-mapped, never
//! written), and in-memory buffers (stdin, the scratch buffer, built-in examples).
//!
//! No memory map: a file cut short under a mapping kills the process with SIGBUS. Positioned
//! reads instead report a short read, which becomes `SourceError::Changed`.

use crate::i18n::{words, Lang};
use std::fs::{self, File};
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::SystemTime;

/// Something bytes can be read from at any offset.
pub trait ByteSource: Send + Sync {
    /// The length the source had when it was opened.
    fn len(&self) -> u64;

    fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Fill `buf` from `offset`, up to the source's length. Returns how many bytes were read;
    /// fewer than asked only at the end of the source.
    fn read_at(&self, offset: u64, buf: &mut [u8]) -> Result<usize, SourceError>;

    /// A short description for messages ("notes.txt", "stdin").
    fn name(&self) -> String;

    /// Check that the source is still what was opened.
    fn check(&self) -> Result<(), SourceError> {
        Ok(())
    }

    /// All the bytes, if the source holds them in memory (lets scans skip a copy).
    fn as_slice(&self) -> Option<&[u8]> {
        None
    }
}

/// Read `len` bytes at `offset` (fewer at the end of the source).
pub fn read_range(src: &dyn ByteSource, offset: u64, len: usize) -> Result<Vec<u8>, SourceError> {
    let avail = src.len().saturating_sub(offset).min(len as u64) as usize;
    let mut buf = vec![0; avail];
    let n = src.read_at(offset, &mut buf)?;
    buf.truncate(n);
    Ok(buf)
}

/// Why bytes could not be read.
#[derive(Debug)]
pub enum SourceError {
    /// The path does not exist.
    NotFound(PathBuf),
    /// Permission denied or another I/O error.
    Io { path: PathBuf, error: io::Error },
    /// A directory.
    Directory(PathBuf),
    /// Not a regular file, FIFO or character device the caller can use; `kind` is
    /// [`special_kind`]'s.
    Special { path: PathBuf, kind: &'static str },
    /// The file shrank, grew or was replaced while open.
    Changed { path: PathBuf, change: Change },
    /// The file was deleted or moved while open.
    Vanished(PathBuf),
    /// A stream (stdin, FIFO) longer than can be held in memory.
    TooLarge { name: String, limit: u64 },
}

impl SourceError {
    /// The error in words, in `lang` (the command line's are English).
    pub fn words(&self, lang: Lang) -> String {
        match self {
            SourceError::NotFound(p) => words!(lang, "source-not-found", path = shown(p)),
            SourceError::Io { path, error } => match error.kind() {
                io::ErrorKind::PermissionDenied => {
                    words!(lang, "source-permission-denied", path = shown(path))
                }
                _ => words!(
                    lang,
                    "source-io",
                    path = shown(path),
                    error = error.to_string()
                ),
            },
            SourceError::Directory(p) => words!(lang, "source-directory", path = shown(p)),
            SourceError::Special { path, kind } => {
                words!(lang, "source-special", path = shown(path), kind = *kind)
            }
            SourceError::Changed { path, change } => match change {
                Change::Size { from, to } => words!(
                    lang,
                    "source-changed-size",
                    path = shown(path),
                    from = from.to_string(),
                    to = to.to_string()
                ),
                Change::Modified => words!(lang, "source-changed-modified", path = shown(path)),
            },
            SourceError::Vanished(p) => words!(lang, "source-vanished", path = shown(p)),
            SourceError::TooLarge { name, limit } => words!(
                lang,
                "source-too-large",
                name = name.as_str(),
                mib = (limit >> 20).to_string()
            ),
        }
    }
}

fn shown(path: &Path) -> String {
    path.display().to_string()
}

impl std::fmt::Display for SourceError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.words(Lang::En))
    }
}

impl std::error::Error for SourceError {}

/// How an open file changed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Change {
    /// Its size in bytes.
    Size { from: u64, to: u64 },
    /// Its modification time.
    Modified,
}

fn io_error(path: &Path, error: io::Error) -> SourceError {
    match error.kind() {
        io::ErrorKind::NotFound => SourceError::NotFound(path.to_path_buf()),
        _ => SourceError::Io {
            path: path.to_path_buf(),
            error,
        },
    }
}

/// Bytes held in memory.
#[derive(Clone, Debug)]
pub struct MemSource {
    name: String,
    bytes: Arc<[u8]>,
}

impl MemSource {
    pub fn new(name: impl Into<String>, bytes: impl Into<Arc<[u8]>>) -> MemSource {
        MemSource {
            name: name.into(),
            bytes: bytes.into(),
        }
    }
    pub fn bytes(&self) -> &[u8] {
        &self.bytes
    }
}

impl ByteSource for MemSource {
    fn len(&self) -> u64 {
        self.bytes.len() as u64
    }
    fn read_at(&self, offset: u64, buf: &mut [u8]) -> Result<usize, SourceError> {
        let start = offset.min(self.bytes.len() as u64) as usize;
        let n = buf.len().min(self.bytes.len() - start);
        buf[..n].copy_from_slice(&self.bytes[start..start + n]);
        Ok(n)
    }
    fn name(&self) -> String {
        self.name.clone()
    }
    fn as_slice(&self) -> Option<&[u8]> {
        Some(&self.bytes)
    }
}

/// Another source from its byte `skip` on: the bytes after a BOM that does not belong (UTF-16
/// text behind a UTF-8 BOM), read in place, never copied.
///
/// ```
/// use mojiscope::source::{read_range, ByteSource, MemSource, Past};
/// use std::sync::Arc;
/// let whole = Arc::new(MemSource::new("t", b"\xEF\xBB\xBFa\0b\0".to_vec()));
/// let past = Past::new(whole, 3);
/// assert_eq!(past.len(), 4);
/// assert_eq!(read_range(&past, 0, 4).unwrap(), b"a\0b\0");
/// assert_eq!(past.name(), "t (from byte 3)");
/// ```
pub struct Past {
    inner: Arc<dyn ByteSource>,
    skip: u64,
}

impl Past {
    pub fn new(inner: Arc<dyn ByteSource>, skip: u64) -> Past {
        Past { inner, skip }
    }
}

impl ByteSource for Past {
    fn len(&self) -> u64 {
        self.inner.len().saturating_sub(self.skip)
    }
    fn read_at(&self, offset: u64, buf: &mut [u8]) -> Result<usize, SourceError> {
        match offset.checked_add(self.skip) {
            Some(at) => self.inner.read_at(at, buf),
            None => Ok(0),
        }
    }
    fn name(&self) -> String {
        format!("{} (from byte {})", self.inner.name(), self.skip)
    }
    fn check(&self) -> Result<(), SourceError> {
        self.inner.check()
    }
    fn as_slice(&self) -> Option<&[u8]> {
        let skip = usize::try_from(self.skip).ok()?;
        self.inner.as_slice().map(|b| &b[skip.min(b.len())..])
    }
}

/// What identifies the file that was opened.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Identity {
    len: u64,
    modified: Option<SystemTime>,
    #[cfg(unix)]
    dev_ino: (u64, u64),
}

fn identity(meta: &fs::Metadata) -> Identity {
    Identity {
        len: meta.len(),
        modified: meta.modified().ok(),
        #[cfg(unix)]
        dev_ino: {
            use std::os::unix::fs::MetadataExt;
            (meta.dev(), meta.ino())
        },
    }
}

/// A regular file, opened read-only and read with positioned reads.
#[derive(Debug)]
pub struct FileSource {
    path: PathBuf,
    file: File,
    opened: Identity,
}

impl FileSource {
    /// Open a regular file. Directories and special files are refused with a clear error.
    pub fn open(path: &Path) -> Result<FileSource, SourceError> {
        let meta = fs::metadata(path).map_err(|e| io_error(path, e))?;
        if let Some(kind) = special_kind(&meta) {
            return Err(if kind == "directory" {
                SourceError::Directory(path.to_path_buf())
            } else {
                SourceError::Special {
                    path: path.to_path_buf(),
                    kind,
                }
            });
        }
        let file = File::open(path).map_err(|e| io_error(path, e))?;
        // Identify the file we actually opened (the path may have been swapped meanwhile).
        let meta = file.metadata().map_err(|e| io_error(path, e))?;
        Ok(FileSource {
            path: path.to_path_buf(),
            file,
            opened: identity(&meta),
        })
    }

    pub fn path(&self) -> &Path {
        &self.path
    }
}

/// What a path is when it is not a regular file: "directory", "fifo", "character-device",
/// "block-device", "socket" or "special" (the message `source-special` words each).
pub fn special_kind(meta: &fs::Metadata) -> Option<&'static str> {
    let ft = meta.file_type();
    if ft.is_file() {
        return None;
    }
    if ft.is_dir() {
        return Some("directory");
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if ft.is_fifo() {
            return Some("fifo");
        }
        if ft.is_char_device() {
            return Some("character-device");
        }
        if ft.is_block_device() {
            return Some("block-device");
        }
        if ft.is_socket() {
            return Some("socket");
        }
    }
    Some("special")
}

impl ByteSource for FileSource {
    fn len(&self) -> u64 {
        self.opened.len
    }

    fn read_at(&self, offset: u64, buf: &mut [u8]) -> Result<usize, SourceError> {
        let want = buf
            .len()
            .min(self.opened.len.saturating_sub(offset) as usize);
        let mut done = 0;
        while done < want {
            match positioned_read(&self.file, &mut buf[done..want], offset + done as u64) {
                Ok(0) => {
                    // The file is shorter than when it was opened.
                    let now = self.file.metadata().map(|m| m.len()).unwrap_or(0);
                    return Err(SourceError::Changed {
                        path: self.path.clone(),
                        change: Change::Size {
                            from: self.opened.len,
                            to: now,
                        },
                    });
                }
                Ok(n) => done += n,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(e) => return Err(io_error(&self.path, e)),
            }
        }
        Ok(done)
    }

    fn name(&self) -> String {
        self.path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_else(|| self.path.display().to_string())
    }

    fn check(&self) -> Result<(), SourceError> {
        let open_meta = self.file.metadata().map_err(|e| io_error(&self.path, e))?;
        let now = identity(&open_meta);
        if now.len != self.opened.len {
            return Err(SourceError::Changed {
                path: self.path.clone(),
                change: Change::Size {
                    from: self.opened.len,
                    to: now.len,
                },
            });
        }
        if now.modified != self.opened.modified {
            return Err(SourceError::Changed {
                path: self.path.clone(),
                change: Change::Modified,
            });
        }
        // The path may now name another file, or nothing.
        match fs::metadata(&self.path) {
            Err(e) if e.kind() == io::ErrorKind::NotFound => {
                Err(SourceError::Vanished(self.path.clone()))
            }
            #[cfg(unix)]
            Ok(m) if identity(&m).dev_ino != self.opened.dev_ino => {
                Err(SourceError::Vanished(self.path.clone()))
            }
            _ => Ok(()),
        }
    }
}

#[cfg(unix)]
fn positioned_read(file: &File, buf: &mut [u8], offset: u64) -> io::Result<usize> {
    use std::os::unix::fs::FileExt;
    file.read_at(buf, offset)
}

#[cfg(windows)]
fn positioned_read(file: &File, buf: &mut [u8], offset: u64) -> io::Result<usize> {
    use std::os::windows::fs::FileExt;
    file.seek_read(buf, offset)
}

/// The most a stream (stdin, a FIFO) may hold, since it has to be read into memory.
pub const STREAM_LIMIT: u64 = 1 << 29;

/// What to do with a stream longer than the limit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Overflow {
    /// Refuse it (a command that needs the whole input).
    Refuse,
    /// Keep its first `limit + 1` bytes (a command that needs the start only; the extra byte
    /// tells that the stream went on).
    Keep,
}

/// Read a stream into memory: at most `limit` bytes, or what `overflow` says.
///
/// ```
/// use mojiscope::source::{read_stream, ByteSource, Overflow};
/// let src = read_stream(&b"abc"[..], "stdin", 16, Overflow::Refuse).unwrap();
/// assert_eq!(src.len(), 3);
/// assert!(read_stream(&b"abc"[..], "stdin", 2, Overflow::Refuse).is_err());
/// assert_eq!(read_stream(&b"abcdef"[..], "stdin", 2, Overflow::Keep).unwrap().len(), 3);
/// ```
pub fn read_stream(
    mut reader: impl Read,
    name: &str,
    limit: u64,
    overflow: Overflow,
) -> Result<MemSource, SourceError> {
    let mut bytes = Vec::new();
    let n = reader
        .by_ref()
        .take(limit.saturating_add(1))
        .read_to_end(&mut bytes)
        .map_err(|e| SourceError::Io {
            path: PathBuf::from(name),
            error: e,
        })?;
    if n as u64 > limit && overflow == Overflow::Refuse {
        return Err(SourceError::TooLarge {
            name: name.to_string(),
            limit,
        });
    }
    Ok(MemSource::new(name, bytes))
}

/// Bytes of a stream held in memory; the rest of a longer stream goes to a temporary file.
pub const STREAM_MEMORY: u64 = 8 << 20;

/// Read all of a stream for a command that needs all of it: a short stream into memory, a
/// longer one into an unnamed temporary file read back with positioned reads, so that memory
/// stays flat whatever comes in; refused once it passes `limit` bytes (which are never all
/// held in memory).
///
/// ```
/// use mojiscope::source::{spool_stream, ByteSource, STREAM_MEMORY};
/// let short = spool_stream(&b"abc"[..], "stdin", 1 << 30).unwrap();
/// assert_eq!(short.len(), 3);
/// let long = vec![b'x'; STREAM_MEMORY as usize + 5];
/// let src = spool_stream(&long[..], "stdin", 1 << 30).unwrap();
/// assert_eq!(src.len(), STREAM_MEMORY + 5);
/// let mut tail = [0; 5];
/// assert_eq!(src.read_at(STREAM_MEMORY, &mut tail).unwrap(), 5);
/// assert!(spool_stream(&long[..], "stdin", STREAM_MEMORY + 4).is_err());
/// ```
pub fn spool_stream(
    mut reader: impl Read,
    name: &str,
    limit: u64,
) -> Result<Box<dyn ByteSource>, SourceError> {
    let in_memory = STREAM_MEMORY.min(limit);
    // (Read into a buffer that never grows: one that doubled, and a copy of it, would be what
    // the rest of the run keeps of a long stream.)
    let mut head = Vec::with_capacity(in_memory as usize + 64);
    reader
        .by_ref()
        .take(in_memory + 1)
        .read_to_end(&mut head)
        .map_err(|error| SourceError::Io {
            path: PathBuf::from(name),
            error,
        })?;
    if head.len() as u64 <= in_memory {
        return Ok(Box::new(MemSource::new(name, head)));
    }
    let too_large = || SourceError::TooLarge {
        name: name.to_string(),
        limit,
    };
    if in_memory == limit {
        return Err(too_large());
    }
    let (mut file, path) = unnamed_file()?;
    let failed = |error| SourceError::Io {
        path: path.clone(),
        error,
    };
    file.write_all(&head).map_err(failed)?;
    let rest = limit.saturating_add(1) - head.len() as u64;
    let copied = io::copy(&mut reader.take(rest), &mut file).map_err(failed)?;
    let len = head.len() as u64 + copied;
    drop(head);
    if len > limit {
        return Err(too_large());
    }
    Ok(Box::new(Spooled {
        name: name.to_string(),
        file,
        len,
    }))
}

/// A new temporary file that no other program can open, in the system's temporary directory:
/// it has no name there (on Unix it is unlinked as it is made), and the name it had is
/// unpredictable, so another user cannot plant it first. The directory is what errors name.
fn unnamed_file() -> Result<(File, PathBuf), SourceError> {
    let dir = std::env::temp_dir();
    let file = tempfile::tempfile_in(&dir).map_err(|error| SourceError::Io {
        path: dir.clone(),
        error,
    })?;
    Ok((file, dir))
}

/// A stream kept in an unnamed temporary file.
#[derive(Debug)]
struct Spooled {
    name: String,
    file: File,
    len: u64,
}

impl ByteSource for Spooled {
    fn len(&self) -> u64 {
        self.len
    }

    fn read_at(&self, offset: u64, buf: &mut [u8]) -> Result<usize, SourceError> {
        let want = buf.len().min(self.len.saturating_sub(offset) as usize);
        let mut done = 0;
        while done < want {
            match positioned_read(&self.file, &mut buf[done..want], offset + done as u64) {
                Ok(0) => break,
                Ok(n) => done += n,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(error) => {
                    return Err(SourceError::Io {
                        path: PathBuf::from(&self.name),
                        error,
                    })
                }
            }
        }
        Ok(done)
    }

    fn name(&self) -> String {
        self.name.clone()
    }
}

/// Open a path for the command line: regular files with positioned reads; FIFOs and character
/// devices (process substitution, /dev/stdin) are read as streams, at most `limit` bytes (or
/// what `overflow` says); directories, block devices and sockets are refused.
pub fn open_for_cli(
    path: &Path,
    limit: u64,
    overflow: Overflow,
) -> Result<Box<dyn ByteSource>, SourceError> {
    let meta = fs::metadata(path).map_err(|e| io_error(path, e))?;
    match special_kind(&meta) {
        None => Ok(Box::new(FileSource::open(path)?)),
        Some("directory") => Err(SourceError::Directory(path.to_path_buf())),
        Some("fifo" | "character-device") => {
            let file = File::open(path).map_err(|e| io_error(path, e))?;
            let name = path.display().to_string();
            match overflow {
                Overflow::Refuse => spool_stream(file, &name, limit),
                Overflow::Keep => Ok(Box::new(read_stream(file, &name, limit, overflow)?)),
            }
        }
        Some(kind) => Err(SourceError::Special {
            path: path.to_path_buf(),
            kind,
        }),
    }
}
