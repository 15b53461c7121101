#include "CVipsShim.h"
#include <pthread.h>
#include <string.h>
#include <vips/vips.h>

static int hs_vips_started = -1;  // written once, under pthread_once

static void hs_vips_start_once(void) {
    hs_vips_started = VIPS_INIT("habitsuite");
    if (hs_vips_started == 0) {
        // A phone's photos are processed one at a time; keep libvips' caches small.
        vips_cache_set_max(0);
        vips_leak_set(FALSE);
    }
}

int hs_vips_start(void) {
    // NB: vips_init's own once-only flag is not a lock: two threads starting it together (tests
    // run in parallel) both register libvips' types, which GLib reports as critical.
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, hs_vips_start_once);
    return hs_vips_started;
}

int hs_vips_has_started(void) {
    return __atomic_load_n(&hs_vips_started, __ATOMIC_ACQUIRE) == 0;
}

const char *hs_vips_loader(const void *buf, size_t len) {
    return vips_foreign_find_load_buffer(buf, len);
}

// Fails on the first warning as well as on errors: a JPEG whose data ends before its header's
// size ("premature end of data") is a warning to libjpeg, and would otherwise come out grey.
VipsImage *hs_vips_upright_fit(const void *buf, size_t len, int edge) {
    // Only an image with its own colour profile (an iPhone's Display P3) needs converting to sRGB;
    // reading the header alone tells, and skips a colour transform for every other image.
    VipsImage *header = vips_image_new_from_buffer(buf, len, "", NULL);
    if (!header) return NULL;
    gboolean profiled = vips_image_get_typeof(header, VIPS_META_ICC_NAME) != 0;
    g_object_unref(header);
    VipsImage *out = NULL;
    int failed = profiled
        ? vips_thumbnail_buffer((void *)buf, len, &out, edge, "height", edge, "size", VIPS_SIZE_DOWN, "export_profile", "srgb",
                                "fail_on", VIPS_FAIL_ON_WARNING, "option_string", "fail_on=warning", NULL)
        : vips_thumbnail_buffer((void *)buf, len, &out, edge, "height", edge, "size", VIPS_SIZE_DOWN,
                                "fail_on", VIPS_FAIL_ON_WARNING, "option_string", "fail_on=warning", NULL);
    return failed ? NULL : out;
}

VipsImage *hs_vips_fit(VipsImage *in, int edge) {
    VipsImage *out = NULL;
    if (vips_thumbnail_image(in, &out, edge, "height", edge, "size", VIPS_SIZE_DOWN, NULL))
        return NULL;
    return out;
}

VipsImage *hs_vips_blur(VipsImage *in, double sigma) {
    VipsImage *out = NULL;
    if (vips_gaussblur(in, &out, sigma, NULL))
        return NULL;
    return out;
}

VipsImage *hs_vips_in_memory(VipsImage *in) {
    return vips_image_copy_memory(in);
}

int hs_vips_jpeg(VipsImage *in, int quality, void **buf, size_t *len) {
    return vips_jpegsave_buffer(in, buf, len, "Q", quality, "strip", TRUE, NULL);
}

int hs_vips_encode(VipsImage *in, const char *format, void **buf, size_t *len) {
    if (strcmp(format, "jpeg") == 0) return vips_jpegsave_buffer(in, buf, len, NULL);
    if (strcmp(format, "png") == 0) return vips_pngsave_buffer(in, buf, len, NULL);
    if (strcmp(format, "webp") == 0) return vips_webpsave_buffer(in, buf, len, NULL);
    if (strcmp(format, "heif") == 0)
        return vips_heifsave_buffer(in, buf, len, "compression", VIPS_FOREIGN_HEIF_COMPRESSION_HEVC, NULL);
    vips_error("habitsuite", "unknown format %s", format);
    return -1;
}

VipsImage *hs_vips_sample(int width, int height) {
    VipsImage *black = NULL;
    if (vips_black(&black, width, height, "bands", 3, NULL)) return NULL;
    VipsImage *image = vips_image_copy_memory(black);
    g_object_unref(black);
    if (!image) return NULL;
    double red[3] = {255, 0, 0};
    double blue[3] = {0, 0, 255};
    if (vips_draw_rect(image, red, 3, 0, 0, width, height / 2, "fill", TRUE, NULL) ||
        vips_draw_rect(image, blue, 3, 0, height / 2, width, height - height / 2, "fill", TRUE, NULL)) {
        g_object_unref(image);
        return NULL;
    }
    image->Type = VIPS_INTERPRETATION_sRGB;
    return image;
}

VipsImage *hs_vips_noise(int width, int height, double sigma) {
    VipsImage *bands[3] = {NULL, NULL, NULL};
    VipsImage *joined = NULL, *out = NULL;
    for (int i = 0; i < 3; i++)
        if (vips_gaussnoise(&bands[i], width, height, "sigma", sigma, "mean", 128.0, NULL)) goto done;
    if (vips_bandjoin(bands, &joined, 3, NULL)) goto done;
    if (vips_cast_uchar(joined, &out, NULL)) goto done;
    out->Type = VIPS_INTERPRETATION_sRGB;
done:
    for (int i = 0; i < 3; i++) if (bands[i]) g_object_unref(bands[i]);
    if (joined) g_object_unref(joined);
    return out;
}

VipsImage *hs_vips_to_profile(VipsImage *in, const char *profile) {
    VipsImage *out = NULL;
    if (vips_icc_transform(in, &out, profile, "input_profile", "srgb", "embedded", FALSE, NULL)) return NULL;
    return out;
}

void hs_vips_set_int(VipsImage *in, const char *name, int value) {
    vips_image_set_int(in, name, value);
}

void hs_vips_set_text(VipsImage *in, const char *name, const char *value) {
    vips_image_set_string(in, name, value);
}

VipsImage *hs_vips_open(const void *buf, size_t len) {
    return vips_image_new_from_buffer(buf, len, "", NULL);
}

int hs_vips_width(VipsImage *in) { return vips_image_get_width(in); }
int hs_vips_height(VipsImage *in) { return vips_image_get_height(in); }

double hs_vips_point(VipsImage *in, int x, int y, int band) {
    double *vector = NULL;
    int n = 0;
    if (vips_getpoint(in, &vector, &n, x, y, NULL)) return -1;
    double value = band < n ? vector[band] : -1;
    g_free(vector);
    return value;
}

char **hs_vips_fields(VipsImage *in) { return vips_image_get_fields(in); }
void hs_vips_free_names(char **names) { g_strfreev(names); }

char *hs_vips_take_error(void) {
    char *message = g_strdup(vips_error_buffer());
    vips_error_clear();
    return message;
}

void hs_vips_release(VipsImage *in) {
    if (in) g_object_unref(in);
}

void hs_vips_free(void *buf) { g_free(buf); }
