import Foundation

/// Hands an import's checked entries, batch by batch, from the thread reading the file to the
/// one writing them (a few batches ahead at most), and then what the reading came to: the habits
/// and settings, and any entries not sent, or why the file cannot be imported.
///
/// NB: the import takes every batch as it comes and writes nothing until the reading ends
/// (issue 40, item 4: its days are then written in transactions of their own), so a file with a
/// problem anywhere still changes nothing; reading and writing no longer overlap.
final class EntryPipe: @unchecked Sendable {
    /// The writer stopped taking entries (it failed): the reader stops too.
    struct Closed: Error {}

    /// A batch of entries, and how far through the file the reader was when it sent them (0...1).
    typealias Batch = (entries: [Entry], progress: Double)

    private let condition = NSCondition()
    // NB: the state below is only touched with the condition's lock held.
    private var batches: [Batch] = []
    private var end: Result<ImportValidator.Checked, any Error>?
    private var isClosed = false
    private let ahead: Int

    /// A pipe holding at most `ahead` batches not yet taken.
    init(ahead: Int = 4) {
        self.ahead = ahead
    }

    /// A pipe that has already ended with `file` (read in full before writing).
    convenience init(ended file: ImportValidator.Checked) {
        self.init()
        finish(.success(file))
    }

    /// Sends a batch, waiting while the writer is `ahead` batches behind.
    func send(_ entries: [Entry], progress: Double) throws(Closed) {
        condition.lock()
        defer { condition.unlock() }
        while batches.count >= ahead, !isClosed { condition.wait() }
        guard !isClosed else { throw Closed() }
        batches.append((entries, progress))
        condition.broadcast()
    }

    /// Ends the reading: what it came to.
    func finish(_ end: Result<ImportValidator.Checked, any Error>) {
        condition.lock()
        defer { condition.unlock() }
        self.end = end
        condition.broadcast()
    }

    /// The next batch, waiting for it; nil once the reading has ended and every batch is taken.
    func receive() -> Batch? {
        condition.lock()
        defer { condition.unlock() }
        while batches.isEmpty, end == nil { condition.wait() }
        guard !batches.isEmpty else { return nil }
        condition.broadcast()
        return batches.removeFirst()
    }

    /// What the reading came to, once `receive()` has returned nil.
    func outcome() throws -> ImportValidator.Checked {
        condition.lock()
        defer { condition.unlock() }
        guard let end else { preconditionFailure("the outcome is asked for before the reading ended") }
        return try end.get()
    }

    /// The writer takes no more: a reader waiting to send, or sending later, stops.
    func close() {
        condition.lock()
        defer { condition.unlock() }
        isClosed = true
        batches = []
        condition.broadcast()
    }
}

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// A thread the caller waits for: `join()` returns once the body has run and everything it held
/// has been let go. NB: a detached thread can outlive the import that started it, still holding
/// the file's bytes and its own thread state while it exits (LeakSanitizer, fuzzing the import,
/// saw those as leaked); an import ends with its reader.
final class JoinedThread {
    /// The body, handed to the new thread and taken back by it.
    private final class Body {
        let run: () -> Void
        init(_ run: @escaping () -> Void) { self.run = run }
    }

    #if canImport(Darwin)
    private var thread: pthread_t?
    #else
    private var thread = pthread_t()
    #endif
    private var joined = false

    /// Starts `body` on a thread of its own.
    init(_ body: @escaping @Sendable () -> Void) {
        let context = Unmanaged.passRetained(Body(body)).toOpaque()
        let started = pthread_create(&thread, nil, { context in
            Unmanaged<Body>.fromOpaque(JoinedThread.pointer(context)).takeRetainedValue().run()
            return nil
        }, context)
        precondition(started == 0, "a thread could not be started")
    }

    // NB: the start routine's argument is optional on Linux and not on Apple platforms.
    private static func pointer(_ raw: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer { raw! }
    private static func pointer(_ raw: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer { raw }

    /// Waits until the thread has ended.
    func join() {
        guard !joined else { return }
        joined = true
        #if canImport(Darwin)
        if let thread { pthread_join(thread, nil) }
        #else
        pthread_join(thread, nil)
        #endif
    }

    deinit { join() }
}
