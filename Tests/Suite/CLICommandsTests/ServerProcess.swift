import Foundation
import Testing
import TestSupport
#if canImport(Glibc)
import Glibc

/// The real server: `habitsuite serve` as its own process (the binary beside the tests), on a free
/// loopback port, over a data folder of its own.
final class ServerProcess: Sendable {
    let port: Int
    let directory: URL
    private let process: ChildProcess

    /// Starts the server over `directory` (a new folder by default), with `environment` added to
    /// the tests' own, and waits until it listens.
    init(directory: URL = temporaryDirectory("server"), environment: [String: String] = [:]) async throws {
        self.directory = directory
        port = try Self.freePort()
        process = try ChildProcess(["serve", "--port", "\(port)", "--data-dir", directory.path, "--notify-command", "none",
                                    "--now", "2026-11-22T08:00:00-05:00", "--time-zone", "America/New_York", "--locale", "en_US"],
                                   environment: environment)
        let listening = await Self.blocking(within: .seconds(120)) { [port, process] in
            process.isRunning && RawSocket(port: port) != nil
        }
        try #require(listening, "the server listens on \(port)")
    }

    /// The `habitsuite` binary beside the tests.
    static func binary() throws -> URL {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("habitsuite")
        try #require(FileManager.default.isExecutableFile(atPath: binary.path), "build the server first: swift build --build-tests")
        return binary
    }

    /// The server's process id (for `/proc/<pid>/…`).
    var processIdentifier: Int32 { process.processIdentifier }

    /// Sends the server `signal` (SIGTERM, SIGINT).
    func send(_ signal: Int32) {
        process.send(signal)
    }

    /// Whether the process exited within `limit`.
    func exited(within limit: Duration) async -> Bool {
        await process.exited(within: limit)
    }

    /// The process's exit status (once it exited).
    var status: Int32 { process.status }

    /// Polls `condition` every 20 ms in the background until it holds or `limit` passed.
    static func blocking(within limit: Duration, _ condition: @escaping @Sendable () -> Bool) async -> Bool {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                let deadline = ContinuousClock.now + limit
                while !condition() {
                    guard ContinuousClock.now < deadline else { return continuation.resume(returning: false) }
                    usleep(20_000)
                }
                continuation.resume(returning: true)
            }
        }
    }

    /// A loopback port nothing listens on.
    private static func freePort() throws -> Int {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) == 0 && getsockname(descriptor, $0, &length) == 0 }
        }
        try #require(bound)
        return Int(UInt16(bigEndian: address.sin_port))
    }
}

/// `habitsuite` run as a process of its own (the binary beside the tests), killed if still running
/// when the test lets go of it.
final class ChildProcess: @unchecked Sendable {
    // NB: @unchecked: `process` is only started in `init` and then asked or signalled.
    private let process = Process()

    init(_ arguments: [String], environment: [String: String] = [:]) throws {
        process.executableURL = try ServerProcess.binary()
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
    }

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }

    var isRunning: Bool { process.isRunning }

    var processIdentifier: Int32 { process.processIdentifier }

    func send(_ signal: Int32) {
        kill(process.processIdentifier, signal)
    }

    func exited(within limit: Duration) async -> Bool {
        await ServerProcess.blocking(within: limit) { [process] in !process.isRunning }
    }

    /// The exit status (once it exited).
    var status: Int32 { process.terminationStatus }
}

/// A blocking TCP connection to 127.0.0.1 that writes raw bytes and reads what comes back.
final class RawSocket: @unchecked Sendable {
    // NB: @unchecked: used by one test at a time, from one thread at a time.
    private let descriptor: Int32
    /// Everything received so far.
    private(set) var received = ""

    /// A connection to `port`, or nil when it is refused.
    init?(port: Int) {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 }
        }
        guard connected else {
            close(descriptor)
            return nil
        }
    }

    deinit {
        close(descriptor)
    }

    /// Sends `text`.
    func send(_ text: String) {
        send(Data(text.utf8))
    }

    /// Sends `bytes`, all of them.
    func send(_ bytes: Data) {
        bytes.withUnsafeBytes { buffer in
            var sent = 0
            while sent < buffer.count {
                let count = Glibc.send(descriptor, buffer.baseAddress! + sent, buffer.count - sent, Int32(MSG_NOSIGNAL))
                guard count > 0 else { return }
                sent += count
            }
        }
    }

    /// Reads until `received` satisfies `condition` or the server closes the connection, for at
    /// most `limit`; whether the server closed it.
    func read(within limit: Duration, until condition: @escaping @Sendable (String) -> Bool = { _ in false }) async -> Bool {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async { [self] in
                let deadline = ContinuousClock.now + limit
                var buffer = [UInt8](repeating: 0, count: 65536)
                while ContinuousClock.now < deadline, !condition(received) {
                    var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                    guard poll(&ready, 1, 50) > 0 else { continue }
                    let count = recv(descriptor, &buffer, buffer.count, 0)
                    if count <= 0 { return continuation.resume(returning: true) }
                    received += String(decoding: buffer[..<count], as: UTF8.self)
                }
                continuation.resume(returning: false)
            }
        }
    }
}
#endif
