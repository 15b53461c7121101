import Foundation
import Synchronization

/// Where commands write. Standard output and error, unless a test captures them.
public final class Console: Sendable {
    private let lines = Mutex<(out: [String], err: [String])>(([], []))
    private let captures: Bool

    private init(captures: Bool) {
        self.captures = captures
    }

    /// The process's standard output and error.
    public static let standard = Console(captures: false)

    /// A console that keeps what is written (tests).
    public static func capturing() -> Console { Console(captures: true) }

    /// The console commands write to in this task.
    @TaskLocal public static var current: Console = .standard

    /// Writes a line to standard output.
    public func out(_ text: String) {
        if captures { lines.withLock { $0.out.append(text) } } else { FileHandle.standardOutput.write(Data((text + "\n").utf8)) }
    }

    /// Writes a line to standard error.
    public func err(_ text: String) {
        if captures { lines.withLock { $0.err.append(text) } } else { FileHandle.standardError.write(Data((text + "\n").utf8)) }
    }

    /// Everything written to standard output so far.
    public var output: String { lines.withLock { $0.out.joined(separator: "\n") } }
    /// Everything written to standard error so far.
    public var errors: String { lines.withLock { $0.err.joined(separator: "\n") } }
}
