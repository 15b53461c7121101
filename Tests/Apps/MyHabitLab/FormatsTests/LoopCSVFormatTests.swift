import Foundation
import MyHabitLabFormats
import Testing
import ZIPFoundation

/// Loop's CSV export at the format level: the rows of its files and the limits of its zip, from
/// bytes written in the test.
@Suite struct LoopCSVFormatTests {
    /// A zip of `files` (path and bytes), deflated.
    static func zip(_ files: [(String, Data)]) throws -> Data {
        let archive = try Archive(data: Data(), accessMode: .create)
        for (path, data) in files {
            try archive.addEntry(with: path, type: .file, uncompressedSize: Int64(data.count), compressionMethod: .deflate) { position, count in
                data.subdata(in: Int(position)..<Int(position) + count)
            }
        }
        return try #require(archive.data)
    }

    @Test func rowsReadQuotedFieldsAndSkipBlankLines() {
        let text = "Date,Value,Notes\r\n2026-11-21,YES_MANUAL,\"Rain, \"\"cold\"\"\nand wind\"\n\n2026-11-20,SKIP,\n"
        #expect(LoopCSV.rows(text) == [["Date", "Value", "Notes"], ["2026-11-21", "YES_MANUAL", "Rain, \"cold\"\nand wind"],
                                       ["2026-11-20", "SKIP", ""]])
        #expect(LoopCSV.row(["a,b", "c\"d", "e"]) == "\"a,b\",\"c\"\"d\",e\n")
    }

    @Test func aByteOrderMarkIsDroppedFromTheText() {
        let text = String(decoding: [0xEF, 0xBB, 0xBF] + Array("Position,Name\n".utf8), as: UTF8.self)
        #expect(LoopCSV.rows(LoopCSV.withoutByteOrderMark(text)).first == ["Position", "Name"])
        #expect(LoopCSV.withoutByteOrderMark("Position") == "Position")
    }

    @Test func aZipBuiltHereListsItsCSVFilesAndInflatesThem() throws {
        let habits = LoopCSV.row(LoopCSV.habitsHeader) + "001,Walk,YES_NO,,,1,1,#AAAAAA,,AT_LEAST,0,false\n"
        let zip = try Self.zip([("Habits.csv", Data(habits.utf8)), ("001 Walk/Checkmarks.csv", Data("2026-11-21,YES_MANUAL,\n".utf8)),
                                ("notes.txt", Data("not csv".utf8))])
        let archive = try LoopCSVArchive(zip)
        #expect(Set(archive.paths) == ["Habits.csv", "001 Walk/Checkmarks.csv"])
        #expect(try archive.text("001 Walk/Checkmarks.csv") == "2026-11-21,YES_MANUAL,\n")
        #expect(try archive.text("002 Run/Checkmarks.csv") == nil)
        let habitsText = try archive.text("Habits.csv")
        let text = try #require(habitsText)
        #expect(LoopCSV.rows(text)[1][1] == "Walk")
    }

    @Test func theExportsZipReadsBack() throws {
        let zip = try LoopCSVArchive.zip([(path: "Habits.csv", text: "a\n"), (path: "001 A/Checkmarks.csv", text: "b\n")],
                                         modified: Date(timeIntervalSince1970: 1_795_352_400))
        let archive = try LoopCSVArchive(zip)
        #expect(try archive.text("Habits.csv") == "a\n")
        #expect(try archive.text("001 A/Checkmarks.csv") == "b\n")
    }

    @Test func aZipWhoseHeaderPointsPastItsEndIsRefused() throws {
        var zip = try Self.zip([("Habits.csv", Data("Position,Name\n001,Walk\n".utf8))])
        let central = try #require(zip.range(of: Data([0x50, 0x4B, 0x01, 0x02])))
        withUnsafeBytes(of: UInt32(900_000).littleEndian) { zip.replaceSubrange(central.lowerBound + 42..<central.lowerBound + 46, with: $0) }
        #expect(!LoopCSVArchive.isWhole(zip))
        #expect(formatRefusal { _ = try LoopCSVArchive(zip) } == "The zip file is damaged or truncated. Nothing changed.")
        #expect(formatRefusal { _ = try LoopCSVArchive(Data("PK\u{03}\u{04}truncated".utf8)) } == "The zip file is damaged or truncated. Nothing changed.")
    }

    @Test func aZipLyingAboutItsSizeIsRefusedAsItInflates() throws {
        var zip = try Self.zip([("001 Walk/Checkmarks.csv", Data(count: 8 << 20))])
        // The local header keeps the size 22 bytes in, the central directory's entry 24.
        for (signature, offset) in [([0x50, 0x4B, 0x03, 0x04] as [UInt8], 22), ([0x50, 0x4B, 0x01, 0x02], 24)] {
            let found = try #require(zip.range(of: Data(signature)))
            withUnsafeBytes(of: UInt32(1024).littleEndian) { zip.replaceSubrange(found.lowerBound + offset..<found.lowerBound + offset + 4, with: $0) }
        }
        let archive = try LoopCSVArchive(zip)
        #expect(archive.declaredSize("001 Walk/Checkmarks.csv") == 1024)
        let refused = formatRefusal { _ = try archive.text("001 Walk/Checkmarks.csv") }
        #expect(refused.contains("inflates to over 200 times its size"), "\(refused)")
    }

    @Test func aZipOfTooManyFilesIsRefused() throws {
        let many = try Self.zip((0...LoopCSVArchive.largestFileCount).map { ("\($0).csv", Data("a".utf8)) })
        #expect(formatRefusal { _ = try LoopCSVArchive(many) }.contains("more than 4000 files"))
    }

    @Test func folderNamesKeepOnlyWhatLoopWrites() {
        #expect(LoopCSV.folderName(position: 3, name: "Read, “books” 📚") == "003 Read books")
    }
}
