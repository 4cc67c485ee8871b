"""Types of the native module (the Rust core); the documented API is in the package."""

from typing import Any, Dict, List, Optional, Tuple, Union

__version__: str

class DecodeError(ValueError): ...
class EncodeError(ValueError): ...

def detect(
    data: bytes,
    context: str = "html",
    tld: Optional[str] = None,
    content_type: Optional[str] = None,
    from_network: bool = False,
) -> Dict[str, Any]:
    """What `mojiscope detect --json` prints for these bytes: the context's decision with its
    steps, the detector with its evidence for every candidate, the file verdict, the causes."""

def decode(
    data: bytes,
    encoding: str = "utf-8",
    op: str = "decode",
    fatal: bool = False,
    ignore_bom: bool = False,
) -> str:
    """One of the standard's decode operations (`op`: decode, no-bom, utf8-decode,
    utf8-decode-without-bom, utf8-decode-without-bom-or-fail, textdecoder)."""

def encode(text: str, encoding: str = "utf-8", errors: str = "html") -> bytes:
    """The standard's encode: `errors="html"` writes `&#N;` for a character the encoding
    lacks, `errors="fatal"` raises EncodeError."""

def repair(
    text: Union[str, bytes], min_confidence: Optional[float] = None, chain: Optional[str] = None
) -> Dict[str, Any]:
    """What `mojiscope repair --json -` prints: text, changed, steps, spans (each with its
    bytes and confidence), unsure parts with their candidates, alternatives, command, causes."""

def repaired(text: str, min_confidence: Optional[float] = None) -> str: ...
def scan(
    data: bytes, encoding: str = "utf-8", op: str = "decode", max_errors: int = 100
) -> List[Dict[str, Any]]:
    """The records `mojiscope scan --json` prints: the scan, each located error, the summary."""

def repair_rows(
    rows: List[Any], min_confidence: Optional[float] = None, threads: int = 1
) -> Tuple[List[Optional[str]], List[Optional[bool]], List[Optional[str]], List[Optional[float]], List[Optional[str]]]: ...
def detect_rows(
    rows: List[Any], threads: int = 1
) -> Tuple[List[Optional[str]], List[Optional[str]], List[Optional[str]], List[Optional[bool]]]: ...
def verdict_and_language(
    data: bytes,
) -> Tuple[Optional[str], str, bool, Optional[str]]: ...
