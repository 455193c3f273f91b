<?php
// A test's stand-in for a German language pack of Colophon (demo/locale.php): a few banner strings.
return array(
	'domain'   => 'colophon',
	'language' => 'de_DE',
	'messages' => array(
		'We value your privacy' => 'Wir schätzen Ihre Privatsphäre',
		'Accept all'            => 'Alle akzeptieren',
		'Reject all'            => 'Alle ablehnen',
		'Customise'             => 'Anpassen',
	),
);
