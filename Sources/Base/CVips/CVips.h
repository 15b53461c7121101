// libvips (Debian's libvips-dev, installed by scripts/install-libraries), found through pkg-config.
#include <vips/vips.h>
