import Foundation
import FuzzSupport
import WebSupport

/// `scripts/fuzz multipart`: the upload parser (`UploadedFile(body:contentType:…)`). The input's
/// first line is the Content-Type header, the rest the body; the file field is `file`, at most
/// 16 KiB, so inputs of a few kilobytes reach the "too large" refusal too.

@_cdecl("LLVMFuzzerInitialize")
public func initialize(_ argc: UnsafeMutableRawPointer, _ argv: UnsafeMutableRawPointer) -> CInt {
    Seeds.writeIfAsked {
        func form(_ boundary: String, _ parts: [(headers: String, body: String)], contentType: String? = nil) -> Data {
            var body = ""
            for part in parts { body += "--\(boundary)\r\n\(part.headers)\r\n\r\n\(part.body)\r\n" }
            body += "--\(boundary)--\r\n"
            return Data(((contentType ?? "multipart/form-data; boundary=\(boundary)") + "\n" + body).utf8)
        }
        let file = (headers: "Content-Disposition: form-data; name=\"file\"; filename=\"export.json\"\r\nContent-Type: application/json",
                    body: #"{"format":"myhabitlab","version":1}"#)
        return [
            "file-and-fields.txt": form("----WebKitFormBoundary7MA4YWxkTrZu0gW", [
                (headers: "Content-Disposition: form-data; name=\"day\"", body: "2026-11-22"),
                file,
                (headers: "Content-Disposition: form-data; name=\"note\"", body: "line one\r\nline two"),
            ]),
            "quoted-boundary.txt": form("b0undary", [file], contentType: "Multipart/Form-Data; charset=utf-8; boundary=\"b0undary\""),
            "empty-file.txt": form("x", [(headers: "Content-Disposition: form-data; name=\"file\"; filename=\"\"", body: "")]),
            "no-file.txt": form("x", [(headers: "content-disposition: form-data; name=\"photo\"; filename=\"a.jpg\"", body: "\u{FF}\u{D8}")]),
            "raw-body.txt": Data("application/octet-stream\n{\"format\":\"myhabitlab\"}".utf8),
        ]
    }
    return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    let line = data.firstIndex(of: 0x0A) ?? data.endIndex
    let contentType = String(decoding: data[..<line], as: UTF8.self)
    let body = Data(data[line...].dropFirst())
    _ = try? UploadedFile(body: body, contentType: contentType, rawName: "upload", field: "file", maximumSize: 16 * 1024)
    return 0
}
