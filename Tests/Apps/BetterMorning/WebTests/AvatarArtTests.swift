import BetterMorningCore
@testable import BetterMorningWeb
import Testing
import WebSupport

/// Drawn avatars: every person's SVG is different, circular, and drawn (no initials, no photograph).
@Suite struct AvatarArtTests {
    @Test func everyPersonHasADistinctDrawing() {
        let drawings = CelebrityCatalog.shipped.celebrities.map { AvatarArt.svg($0.avatar).rendered }
        #expect(Set(drawings).count == drawings.count)
        for svg in drawings {
            #expect(svg.hasPrefix("<svg class=\"avatar-art\" viewBox=\"0 0 100 100\""))
            #expect(!svg.contains("<text") && !svg.contains("<image") && !svg.contains("href"))
            #expect(svg.contains("<circle cx=\"50\" cy=\"50\" r=\"50\""))
        }
    }

    @Test func hairGlassesAndBeardsAreDrawn() {
        let cook = CelebrityCatalog.shipped.celebrity("tim-cook")!.avatar
        let wintour = CelebrityCatalog.shipped.celebrity("anna-wintour")!.avatar
        #expect(AvatarArt.svg(cook).rendered.contains("r=\"4.3\""))  // clear glasses
        #expect(AvatarArt.svg(wintour).rendered.contains("<rect x=\"39\""))  // dark glasses
        #expect(AvatarArt.svg(wintour).rendered.contains(wintour.hairColor))
    }
}
