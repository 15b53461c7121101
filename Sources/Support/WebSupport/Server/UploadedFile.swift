import Foundation
import HTTPTypes
import Hummingbird

/// A file sent by a form (`multipart/form-data`), with the form's other fields, or a file sent as
/// the whole body of a script's request.
public struct UploadedFile: Sendable {
    /// The file's name as the browser sent it (may be empty).
    public let name: String
    /// Its bytes.
    public let data: Data
    /// The form's text fields sent with it (none for a raw body).
    public let fields: [String: String]

    /// The largest request body taken for a file of up to `maximumSize` bytes: the file and the
    /// form around it.
    public static func largestBody(forFilesOf maximumSize: Int) -> Int { maximumSize + 64 * 1024 }

    /// The file field `field` of `request`: a `multipart/form-data` form, or, from a page's script,
    /// a raw body. Too large, not a form, or no file chosen is a 400.
    public init(_ request: Request, field: String, maximumSize: Int) async throws {
        let buffer: ByteBuffer
        do {
            buffer = try await request.body.collect(upTo: Self.largestBody(forFilesOf: maximumSize))
        } catch {
            throw WebError.badRequest("That file is too large: at most \(maximumSize / 1024 / 1024) MB. Nothing changed.")
        }
        try self.init(body: Data(buffer.readableBytesView), contentType: request.headers[.contentType] ?? "",
                      rawName: request.headers[HTTPField.Name("X-File-Name")!] ?? "", field: field, maximumSize: maximumSize)
    }

    /// The file field `field` of a request's `body` sent as `contentType`: a `multipart/form-data`
    /// form, or a raw body named `rawName`. No file chosen, an empty or too large file, or a form
    /// that cannot be read is a 400. (Also what the multipart fuzz target calls.)
    public init(body: Data, contentType: String, rawName: String = "", field: String, maximumSize: Int) throws {
        guard contentType.lowercased().hasPrefix("multipart/form-data") else {
            guard !body.isEmpty else { throw WebError.badRequest("Choose a file.") }
            self.init(name: rawName, data: body, fields: [:])
            return
        }
        guard let boundary = Self.boundary(contentType) else { throw WebError.badRequest("The upload could not be read. Nothing changed.") }
        let parts = Self.parts(in: body, boundary: boundary)
        guard let file = parts.first(where: { $0.name == field }) else { throw WebError.badRequest("Choose a file.") }
        guard !file.data.isEmpty else { throw WebError.badRequest("That file is empty. Nothing changed.") }
        guard file.data.count <= maximumSize else {
            throw WebError.badRequest("That file is too large: at most \(maximumSize / 1024 / 1024) MB. Nothing changed.")
        }
        var fields: [String: String] = [:]
        for part in parts where part.filename == nil { fields[part.name] = String(decoding: part.data, as: UTF8.self) }
        self.init(name: file.filename ?? "", data: file.data, fields: fields)
    }

    private init(name: String, data: Data, fields: [String: String]) {
        self.name = name
        self.data = data
        self.fields = fields
    }

    private static func boundary(_ contentType: String) -> String? {
        for parameter in contentType.split(separator: ";").dropFirst() {
            let pair = parameter.trimmingCharacters(in: .whitespaces).split(separator: "=", maxSplits: 1)
            if pair.count == 2, pair[0].lowercased() == "boundary" {
                let value = pair[1].trimmingCharacters(in: CharacterSet(charactersIn: "\""))
                return value.isEmpty ? nil : value
            }
        }
        return nil
    }

    /// The form's parts in order: each field's name, its file name when it is a file, and its bytes.
    private static func parts(in body: Data, boundary: String) -> [(name: String, filename: String?, data: Data)] {
        let delimiter = Data(("--" + boundary).utf8)
        let headerEnd = Data("\r\n\r\n".utf8)
        var parts: [(name: String, filename: String?, data: Data)] = []
        var start = body.startIndex
        while let open = body.range(of: delimiter, in: start..<body.endIndex) {
            let partStart = open.upperBound
            guard let headers = body.range(of: headerEnd, in: partStart..<body.endIndex),
                  let close = body.range(of: Data("\r\n".utf8) + delimiter, in: headers.upperBound..<body.endIndex) else { break }
            let headerText = String(decoding: body[partStart..<headers.lowerBound], as: UTF8.self)
            if let disposition = headerText.split(separator: "\r\n").first(where: { $0.lowercased().hasPrefix("content-disposition") }),
               let name = Self.quoted("name", in: disposition) {
                // NB: a slice, sharing the body's bytes: an upload of 160 MB is not copied again.
                parts.append((name, Self.quoted("filename", in: disposition), body[headers.upperBound..<close.lowerBound]))
            }
            start = close.lowerBound
        }
        return parts
    }

    /// The value of `key="…"` in a header line (`name` does not match inside `filename`).
    private static func quoted(_ key: String, in line: Substring) -> String? {
        for parameter in line.split(separator: ";").dropFirst() {
            let pair = parameter.trimmingCharacters(in: .whitespaces).split(separator: "=", maxSplits: 1)
            if pair.count == 2, pair[0].lowercased() == key {
                return pair[1].trimmingCharacters(in: CharacterSet(charactersIn: "\""))
            }
        }
        return nil
    }
}
