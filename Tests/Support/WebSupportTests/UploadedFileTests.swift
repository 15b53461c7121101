import Foundation
import Testing
import TestSupport
import WebSupport

/// The upload parser: a form's file and fields, a raw body, what is refused, and every input the
/// multipart fuzz target (`scripts/fuzz multipart`) found or starts from.
@Suite struct UploadedFileTests {
    static let boundary = "----habitsuite7MA4YWxk"
    static let contentType = "multipart/form-data; boundary=\(boundary)"

    static func form(_ parts: [(disposition: String, body: String)]) -> Data {
        var body = ""
        for part in parts { body += "--\(boundary)\r\nContent-Disposition: form-data; \(part.disposition)\r\n\r\n\(part.body)\r\n" }
        return Data((body + "--\(boundary)--\r\n").utf8)
    }

    @Test func aFormGivesItsFileAndItsTextFields() throws {
        let body = Self.form([("name=\"day\"", "2026-11-22"), ("name=\"file\"; filename=\"export.json\"", "{\r\n}"),
                              ("name=\"note\"", "two\r\nlines")])
        let file = try UploadedFile(body: body, contentType: Self.contentType, field: "file", maximumSize: 1024)
        #expect(file.name == "export.json" && file.data == Data("{\r\n}".utf8))
        #expect(file.fields == ["day": "2026-11-22", "note": "two\r\nlines"])
    }

    @Test func aRawBodyIsTheFileUnderTheNameSentBesideIt() throws {
        let file = try UploadedFile(body: Data("{}".utf8), contentType: "application/json", rawName: "backup.json", field: "file", maximumSize: 1024)
        #expect(file.name == "backup.json" && file.data == Data("{}".utf8) && file.fields.isEmpty)
    }

    @Test func noFileAnEmptyOrTooLargeFileOrNoBoundaryIsRefused() {
        let cases: [(Data, String, String)] = [
            (Self.form([("name=\"photo\"; filename=\"a.jpg\"", "x")]), Self.contentType, "Choose a file."),
            (Self.form([("name=\"file\"; filename=\"\"", "")]), Self.contentType, "That file is empty. Nothing changed."),
            (Self.form([("name=\"file\"; filename=\"big\"", String(repeating: "x", count: 2048))]), Self.contentType, "That file is too large"),
            (Self.form([("name=\"file\"", "x")]), "multipart/form-data", "The upload could not be read. Nothing changed."),
            (Data(), "application/octet-stream", "Choose a file."),
        ]
        for (body, contentType, message) in cases {
            let error = #expect(throws: WebError.self) {
                try UploadedFile(body: body, contentType: contentType, field: "file", maximumSize: 1024)
            }
            #expect(error?.message.hasPrefix(message) == true, "\(message)")
        }
    }

    /// What the fuzz target does with an input (Fuzz/Multipart/FuzzMultipart.swift): its first line is
    /// the Content-Type, the rest the body.
    static func replay(_ file: URL) throws {
        let data = try Data(contentsOf: file)
        let line = data.firstIndex(of: 0x0A) ?? data.endIndex
        _ = try? UploadedFile(body: Data(data[line...].dropFirst()), contentType: String(decoding: data[..<line], as: UTF8.self),
                              rawName: "upload", field: "file", maximumSize: 16 * 1024)
    }

    // NB: each input in a process of its own: one that crashes fails its own case, not the run.
    @Test(arguments: fuzzFindings("multipart"))
    func aFuzzInputIsReadOrRefusedNeverACrash(_ file: URL) async {
        await #expect(processExitsWith: .success, "\(file.lastPathComponent)") { [file] in
            try UploadedFileTests.replay(file)
        }
    }
}
