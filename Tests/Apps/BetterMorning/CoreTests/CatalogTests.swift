@testable import BetterMorningCore
import DayKit
import Foundation
import Testing

/// The shipped catalog: at least 32 sourced people across fields, each with a drawn avatar of
/// their own, and the fact-check's corrections kept.
@Suite struct CatalogTests {
    private let catalog = CelebrityCatalog.shipped

    private func person(_ id: String) throws -> Celebrity { try #require(catalog.celebrity(id)) }

    @Test func atLeast32PeopleEachSourcedWithAnAvatarOfTheirOwn() {
        #expect(catalog.celebrities.count >= 32)
        for person in catalog.celebrities {
            #expect(person.source.count >= 10, "\(person.id)")
            #expect(person.tasks.count >= 3, "\(person.id)")
        }
        // Every avatar differs, and each motif belongs to one person.
        #expect(Set(catalog.celebrities.map(\.avatar)).count == catalog.celebrities.count)
        #expect(Set(catalog.celebrities.map(\.avatar.motif)).count == catalog.celebrities.count)
    }

    @Test func theFactChecksCorrectionsAreKept() throws {
        #expect(try person("anna-wintour").bio.contains("Chief content officer of Condé Nast"))
        #expect(try person("anna-wintour").bio.contains("1988 to 2025"))
        let dorsey = try person("jack-dorsey")
        #expect(dorsey.tasks.map(\.time) == ["06:15", "06:20", "07:15", "07:30"].map { TimeOfDay($0)! })
        #expect(dorsey.tasks[1].title.contains("Meditate") && dorsey.tasks[2].title.contains("Sauna"))
        #expect(dorsey.source.contains("Ben Greenfield"))
        let hemingway = try person("ernest-hemingway").tasks.map(\.title)
        #expect(hemingway[0].contains("reread") && hemingway[1].contains("Write"))
        #expect(try person("victor-hugo").source.contains("Stapfer"))
    }

    @Test func theCatalogSpansFields() throws {
        for id in ["jeff-bezos", "jocko-willink", "tony-robbins", "wolfgang-amadeus-mozart", "sigmund-freud",
                   "thomas-jefferson", "jane-austen", "georgia-okeeffe"] {
            #expect(catalog.celebrity(id) != nil, "\(id)")
        }
    }
}
