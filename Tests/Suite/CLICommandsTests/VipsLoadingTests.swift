import Foundation
import Testing
import TestSupport
#if canImport(Glibc) && canImport(VipsImaging)
import Glibc
import VipsImaging

/// Issue 40, item 5, at rest: the real server maps libvips (and the ~90 libraries it needs) only
/// with the first photo, and a server without libvips says so on an upload and goes on serving.
@Suite struct VipsLoadingTests {
    @Test func theServerMapsLibvipsOnlyOnceAPhotoComes() async throws {
        let server = try await ServerProcess()
        defer { server.send(SIGKILL) }
        for path in ["/", "/ultimate/today", "/ultimate/photos", "/my-habit-lab/welcome", "/better-morning/onboarding"] {
            #expect(try await Self.get(path, from: server).hasPrefix("HTTP/1.1 200"), "\(path)")
        }
        #expect(try Self.libvipsMapped(in: server) == false, "libvips is mapped before any photo")

        let answer = try await Self.upload(try #require(VipsSample.make(width: 400, height: 300)), to: server)
        #expect(answer.hasPrefix("HTTP/1.1 303"), "\(answer.prefix(600))")
        #expect(answer.contains("notice=photo-added"), "\(answer.prefix(600))")
        #expect(try Self.libvipsMapped(in: server), "libvips is not mapped after a photo")
    }

    @Test func aServerWithoutLibvipsSaysSoOnAnUploadAndGoesOnServing() async throws {
        let server = try await ServerProcess(environment: ["HABITSUITE_LIBVIPS": "libvips-not-installed.so.42"])
        defer { server.send(SIGKILL) }
        let photo = try #require(VipsSample.make(width: 400, height: 300))
        for _ in 1...2 {
            let answer = try await Self.upload(photo, to: server)
            #expect(answer.hasPrefix("HTTP/1.1 400"), "\(answer.prefix(600))")
            #expect(answer.contains("libvips is not installed"), "\(answer.prefix(2000))")
            #expect(answer.contains("run scripts/install-libraries") && answer.contains("Nothing was added."), "\(answer.prefix(2000))")
        }
        #expect(!(try await Self.get("/ultimate/photos", from: server)).contains("/ultimate/photos/sessions/"), "a session was added")
        #expect(try await Self.get("/my-habit-lab/welcome", from: server).hasPrefix("HTTP/1.1 200"))
        #expect(try Self.libvipsMapped(in: server) == false)
    }

    // MARK: - Helpers

    /// Whether any of the server's mappings is a libvips file.
    private static func libvipsMapped(in server: ServerProcess) throws -> Bool {
        // NB: a /proc file says it is empty (st_size 0): read it to its end rather than by its size.
        let descriptor = open("/proc/\(server.processIdentifier)/maps", O_RDONLY)
        try #require(descriptor >= 0, "the server's maps")
        defer { close(descriptor) }
        var maps = Data()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while case let count = read(descriptor, &buffer, buffer.count), count > 0 {
            maps.append(contentsOf: buffer[..<count])
        }
        let lines = String(decoding: maps, as: UTF8.self).split(separator: "\n")
        try #require(lines.contains { $0.contains("habitsuite") }, "the server's maps were read")
        return lines.contains { $0.contains("libvips") }
    }

    /// The whole answer to a GET of `path` (head and body).
    private static func get(_ path: String, from server: ServerProcess) async throws -> String {
        try await exchange(Data("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nConnection: close\r\n\r\n".utf8), with: server)
    }

    /// The whole answer to adding `photo` as a browser's form sends it (a new session, front).
    private static func upload(_ photo: Data, to server: ServerProcess) async throws -> String {
        var body = Data()
        for (name, value) in [("session", "new"), ("angle", "front")] {
            body.append(Data("--x\r\nContent-Disposition: form-data; name=\"\(name)\"\r\n\r\n\(value)\r\n".utf8))
        }
        body.append(Data("--x\r\nContent-Disposition: form-data; name=\"photo\"; filename=\"photo.jpg\"\r\nContent-Type: image/jpeg\r\n\r\n".utf8))
        body.append(photo)
        body.append(Data("\r\n--x--\r\n".utf8))
        let head = "POST /ultimate/photos/add HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nOrigin: http://127.0.0.1:\(server.port)\r\n"
            + "Content-Type: multipart/form-data; boundary=x\r\nContent-Length: \(body.count)\r\nConnection: close\r\n\r\n"
        return try await exchange(Data(head.utf8) + body, with: server)
    }

    private static func exchange(_ request: Data, with server: ServerProcess) async throws -> String {
        let socket = try #require(RawSocket(port: server.port))
        socket.send(request)
        #expect(await socket.read(within: .seconds(60)), "the server did not answer and close")
        return socket.received
    }
}
#endif
